import type {
  AdminPayment,
  ExportLink,
  LedgerEntry,
  PaymentFilter,
  RefundPaymentRequest,
  RejectPaymentRequest,
  SalesDocumentKind,
} from '@academy/contracts';
import { API_BASE_URL } from '../../config/env';
import {
  ADMIN_API,
  json,
  moneyAction,
  type AdminHttp,
  type Page,
} from '../../providers/admin-http';

/** The payments' calls that are not plain CRUD. */
export interface PaymentsDataProvider {
  /** Payment actions move money too: each sends an Idempotency-Key, one per user action. */
  confirmPayment(id: string, idempotencyKey?: string): Promise<AdminPayment>;
  rejectPayment(
    id: string,
    request: RejectPaymentRequest,
    idempotencyKey?: string,
  ): Promise<AdminPayment>;
  refundPayment(
    id: string,
    request: RefundPaymentRequest,
    idempotencyKey?: string,
  ): Promise<AdminPayment>;
  /** Reads a BTCPay payment's invoice again and applies it (a lost callback). */
  recheckPayment(id: string): Promise<AdminPayment>;
  getPaymentReceipt(id: string): Promise<Blob>;
  /** The sales receipt or credit note the API issued for the payment, as a PDF. */
  getSalesDocument(id: string, kind: SalesDocumentKind): Promise<Blob>;
  getPaymentLedger(id: string): Promise<Page<LedgerEntry>>;
  exportPayments(filter: PaymentFilter): Promise<ExportLink>;
}

/** The ledger rows one payment caused: a handful at most, so the first page holds them all. */
const LEDGER_RANGE = encodeURIComponent(JSON.stringify([0, 99]));

const payment = (id: string) => `${ADMIN_API}/payments/${encodeURIComponent(id)}`;

/** The documents are served beside the student's own routes, to staff with payments:read. */
const SALES_DOCUMENT_FILES: Record<SalesDocumentKind, string> = {
  receipt: 'receipt.pdf',
  credit_note: 'credit-note.pdf',
};

export function paymentsDataProvider({
  request,
  requestPage,
  fetchFile,
}: AdminHttp): PaymentsDataProvider {
  return {
    confirmPayment: (id, idempotencyKey = crypto.randomUUID()) =>
      request<AdminPayment>(`${payment(id)}/confirm`, moneyAction({}, idempotencyKey)),
    rejectPayment: (id, body, idempotencyKey = crypto.randomUUID()) =>
      request<AdminPayment>(`${payment(id)}/reject`, moneyAction(body, idempotencyKey)),
    refundPayment: (id, body, idempotencyKey = crypto.randomUUID()) =>
      request<AdminPayment>(`${payment(id)}/refund`, moneyAction(body, idempotencyKey)),
    recheckPayment: (id) => request<AdminPayment>(`${payment(id)}/recheck`, json({})),
    getPaymentReceipt: (id) => fetchFile(`${payment(id)}/receipt`),
    getSalesDocument: (id, kind) =>
      fetchFile(`${API_BASE_URL}/payments/${encodeURIComponent(id)}/${SALES_DOCUMENT_FILES[kind]}`),
    getPaymentLedger: (id) =>
      requestPage<LedgerEntry>(`${payment(id)}/ledger?range=${LEDGER_RANGE}`),
    exportPayments: (filter) =>
      request<ExportLink>(`${ADMIN_API}/payments/export-links`, json({ filter })),
  };
}
