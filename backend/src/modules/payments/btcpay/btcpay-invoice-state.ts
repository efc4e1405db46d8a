import type { CryptoInvoiceDetails, CryptoInvoiceMethod } from '@academy/contracts';
import type { BtcpayInvoice } from './btcpay.client.js';

/** What an invoice's state means for its payment. */
export type InvoiceVerdict =
  | { action: 'paid' }
  | { action: 'expired' }
  | { action: 'failed' }
  | { action: 'review'; reason: string }
  /** New, or Processing (paid on the chain, waiting for confirmations): nothing to do yet. */
  | { action: 'wait' };

const received = (methods: CryptoInvoiceMethod[]): string => {
  const paid = methods.filter((method) => Number(method.paid) > 0);
  if (paid.length === 0) return 'nothing recorded';
  return paid
    .map((method) => `${method.paid} of ${method.amount} ${method.currency} at ${method.rate} USD`)
    .join(', ');
};

const REVIEW_TEXT = {
  PaidPartial: 'BTCPay: the invoice expired paid only in part',
  PaidLate: 'BTCPay: paid after the invoice expired',
  PaidOver: 'BTCPay: paid more than the invoice asked',
} as const;

/**
 * Reads BTCPay's status and additional status. Money that arrived not as asked (partly, late,
 * too much) waits for staff whatever the main status says: BTCPay reports a partly paid invoice
 * as Expired, and the additional status wins. While an invoice is New or Processing it may still
 * become right, so nothing is decided then.
 */
export function verdictOf(invoice: BtcpayInvoice, methods: CryptoInvoiceMethod[]): InvoiceVerdict {
  if (invoice.status === 'New' || invoice.status === 'Processing') return { action: 'wait' };
  const { additionalStatus } = invoice;
  if (
    additionalStatus === 'PaidPartial' ||
    additionalStatus === 'PaidLate' ||
    additionalStatus === 'PaidOver'
  ) {
    return {
      action: 'review',
      reason: `${REVIEW_TEXT[additionalStatus]} (received ${received(methods)}): confirm to credit it, or refund it`,
    };
  }
  switch (invoice.status) {
    case 'Settled':
      return { action: 'paid' };
    case 'Expired':
      return { action: 'expired' };
    case 'Invalid':
      return { action: 'failed' };
  }
}

export function invoiceDetails(
  invoice: BtcpayInvoice,
  methods: CryptoInvoiceMethod[],
  checkedAt: Date,
): CryptoInvoiceDetails {
  return {
    invoiceId: invoice.id,
    status: invoice.status,
    additionalStatus: invoice.additionalStatus,
    methods,
    checkedAt: checkedAt.toISOString(),
  };
}

/** The coin a refund goes back in: the one the student paid with. */
export function paidMethod(details: CryptoInvoiceDetails | null): string | null {
  const paid = details?.methods.find((method) => Number(method.paid) > 0);
  return paid?.paymentMethodId || null;
}
