import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import {
  conflict,
  forbidden,
  notFound,
  payloadTooLarge,
  refusal,
  validationFailed,
} from '../../common/http/http.errors.js';

/** The refusals of checkouts, provider callbacks, manual payments with their receipts. */

/** 503: the payment method cannot be used now (a provider not configured, or refusing us). */
export const paymentMethodUnavailable = refusal(503, ERROR_CODES.PAYMENT_UNAVAILABLE);

/** 502: the provider answered a call with an error. */
export const providerFailed = refusal(502, ERROR_CODES.PAYMENT_PROVIDER_FAILED);

export const paymentNotFound = (): ApiException => notFound('Payment not found');

export const paymentDataMissing = (): ApiException =>
  new ApiException(400, ERROR_CODES.PAYMENT_DATA_MISSING, 'Insufficient data for payment');

export const payForOwnAccountOnly = (): ApiException =>
  forbidden('You can only pay for your own account');

export const checkoutPurchaseUnknown = (): ApiException =>
  validationFailed(
    'Choose a course tier (silver, gold, platinum) or a top-up of whole dollars from $1 to $100,000',
  );

/** The DTO has checked the format and the top-up amount: what is left is a tier not on sale. */
export const manualPurchaseUnknown = (): ApiException => {
  const message = 'course must be a tier on sale or topup';
  return validationFailed('Choose a course or a top-up', [{ field: 'course', message }]);
};

export const paymentUnavailable = (): ApiException =>
  paymentMethodUnavailable('This payment method is not available at the moment');

export const checkoutFailed = (): ApiException => providerFailed('Error creating payment');

export const stripeRefundFailed = (): ApiException =>
  providerFailed('Stripe did not take the refund: nothing was changed, try again later');

export const webhooksNotConfigured = (provider: string): ApiException =>
  notFound(`${provider} webhooks are not configured`);

export const webhookSignatureInvalid = (): ApiException =>
  new ApiException(400, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, 'Invalid webhook signature');

export const providerIdTooLong = (maxLength: number): ApiException =>
  validationFailed(`An event id or reference must be at most ${maxLength} characters long`);

export const pendingPaymentsLimit = (max: number): ApiException =>
  new ApiException(
    409,
    ERROR_CODES.PENDING_PAYMENTS_LIMIT,
    `You already have ${max} payments awaiting review. Please wait until they are checked before sending another.`,
  );

export const referenceClaimedBefore = (methodName: string): ApiException =>
  conflict(`You have already sent a ${methodName} payment with this reference`);

/** A crypto claim of a coin with no receiving address; `message` names the coins offered. */
export const coinNotOffered = (message: string): ApiException =>
  validationFailed(message, [{ field: 'coin', message }]);

export const receiptFieldMissing = (field: string): ApiException =>
  validationFailed(`Attach the receipt as the multipart file field "${field}"`);

export const receiptTooLarge = (megabytes: number): ApiException =>
  payloadTooLarge(`The receipt must be at most ${megabytes} MB`);

export const receiptTypeNotAllowed = (): ApiException =>
  validationFailed('The receipt must be a PNG or JPEG image or a PDF document');

export const receiptBytesLimit = (megabytes: number): ApiException =>
  new ApiException(
    409,
    ERROR_CODES.RECEIPT_BYTES_LIMIT,
    `The receipts of your payments awaiting review may take at most ${megabytes} MB together. Wait until they are checked, or replace a receipt with a smaller file.`,
  );

export const receiptOnlyForManual = (): ApiException =>
  conflict('A receipt can only be attached to a manual payment');

export const receiptOnlyWhilePending = (): ApiException =>
  conflict('A receipt can only be attached while the payment is pending');

export const receiptMissing = (): ApiException => notFound('This payment has no receipt');

export const cancelOnlyManual = (): ApiException =>
  conflict('Only a payment you confirmed yourself with "I have paid" can be cancelled here');

export const cancelOnlyWhilePending = (): ApiException =>
  conflict('This payment has already been decided and can no longer be cancelled');
