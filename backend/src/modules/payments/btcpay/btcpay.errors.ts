import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../../common/http/api-exception.js';
import { conflict, validationFailed } from '../../../common/http/http.errors.js';
import {
  paymentMethodUnavailable,
  providerFailed,
  webhooksNotConfigured,
} from '../payments.errors.js';
import type { BtcpayFailure } from './btcpay.client.js';

/** The refusals of the BTCPay crypto invoices: each names what went wrong at BTCPay. */

export const cryptoInvoicesOff = (): ApiException =>
  paymentMethodUnavailable('Crypto invoices are not available: BTCPay Server is not configured');

export const btcpayRefundsOff = (): ApiException =>
  paymentMethodUnavailable(
    'Refunds through BTCPay are not available: BTCPay Server is not configured',
  );

export const btcpayWebhooksOff = (): ApiException => webhooksNotConfigured('btcpay');

/** A callback whose BTCPay-Sig is missing or does not sign its body: nothing is read. */
export const btcpaySignatureInvalid = (): ApiException =>
  new ApiException(401, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, 'Invalid BTCPay-Sig signature');

export const noBtcpayInvoice = (): ApiException => conflict('This payment has no BTCPay invoice');

/** A callback that is signed but names no invoice of this store. */
export const btcpayEventInvalid = (message: string): ApiException => validationFailed(message);

/**
 * BTCPay failed while a call was made for someone waiting: 504 when it did not answer in time,
 * 503 when it could not be reached or refused our API key (the deployment must act), 502 for
 * any other wrong answer. `doing` completes "BTCPay did not …".
 */
export function btcpayFailed(failure: BtcpayFailure, doing: string): ApiException {
  switch (failure) {
    case 'timeout':
      return new ApiException(
        504,
        ERROR_CODES.PAYMENT_PROVIDER_TIMEOUT,
        `BTCPay did not answer in time while ${doing}: nothing was charged, try again`,
      );
    case 'unreachable':
      return new ApiException(
        503,
        ERROR_CODES.PAYMENT_PROVIDER_UNREACHABLE,
        `BTCPay could not be reached while ${doing}: nothing was charged, try again later`,
      );
    case 'refused':
      return paymentMethodUnavailable(
        `Crypto payments are not available at the moment (BTCPay refused the API key while ${doing})`,
      );
    case 'failed':
      return providerFailed(
        `BTCPay answered with an error while ${doing}: nothing was charged, try again later`,
      );
  }
}
