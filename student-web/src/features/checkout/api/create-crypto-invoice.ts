import type { CryptoInvoice, CryptoInvoiceRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isPaymentUrl } from '../payment-url';

export const createCryptoInvoiceMutationKey = ['create-crypto-invoice'] as const;

/** POST /api/payments/crypto-invoice: a BTCPay invoice of its own for this payment. */
export function createCryptoInvoice(request: CryptoInvoiceRequest): Promise<CryptoInvoice> {
  return apiRequest<CryptoInvoice>('/payments/crypto-invoice', {
    method: 'POST',
    body: request,
    authenticated: true,
  });
}

/** Creates the invoice and answers BTCPay's checkout address; an unusable one fails. */
export function useCreateCryptoInvoice() {
  return useMutation({
    mutationKey: createCryptoInvoiceMutationKey,
    mutationFn: async (request: CryptoInvoiceRequest) => {
      const invoice = await createCryptoInvoice(request);
      if (!isPaymentUrl(invoice.checkoutLink)) {
        throw new Error(`BTCPay answered an unusable checkout link: ${invoice.checkoutLink}`);
      }
      return invoice.checkoutLink;
    },
  });
}
