import type { fetchUtils } from 'react-admin';
import { API_BASE_URL } from '../../config/env';
import { ADMIN_API, type AdminHttp } from '../../providers/admin-http';
import { paymentsDataProvider } from './data-provider';

/** An HTTP client that records what it was asked to send and answers nothing worth reading. */
function fakeHttp() {
  const sent = vi.fn<(url: string, options?: fetchUtils.Options) => void>();
  const http: AdminHttp = {
    httpClient: () => Promise.reject(new Error('unexpected call: httpClient')),
    request<T>(url: string, options?: fetchUtils.Options) {
      sent(url, options);
      return Promise.resolve(undefined as T);
    },
    requestPage<T>(url: string) {
      sent(url);
      return Promise.resolve({ data: [] as T[], total: 0 });
    },
    fetchFile(url) {
      sent(url);
      return Promise.resolve(new Blob());
    },
  };
  return { http, sent };
}

describe(paymentsDataProvider.name, () => {
  it('sends a refund with the Idempotency-Key of the one staff action', async () => {
    const { http, sent } = fakeHttp();
    await paymentsDataProvider(http).refundPayment('pay/7', { reason: 'Twice' }, 'key-1');
    expect(sent).toHaveBeenCalledWith(`${ADMIN_API}/payments/pay%2F7/refund`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'Twice' }),
      headers: { Accept: 'application/json', 'Idempotency-Key': 'key-1' },
    });
  });

  it("reads a payment's ledger in one page and its receipt as a file", async () => {
    const { http, sent } = fakeHttp();
    const payments = paymentsDataProvider(http);
    await payments.getPaymentLedger('pay-7');
    await payments.getPaymentReceipt('pay-7');
    expect(sent.mock.calls).toEqual([
      [`${ADMIN_API}/payments/pay-7/ledger?range=${encodeURIComponent('[0,99]')}`],
      [`${ADMIN_API}/payments/pay-7/receipt`],
    ]);
  });

  it('reads the sales receipt and credit note from the routes the student app uses too', async () => {
    const { http, sent } = fakeHttp();
    const payments = paymentsDataProvider(http);
    await payments.getSalesDocument('pay/7', 'receipt');
    await payments.getSalesDocument('pay/7', 'credit_note');
    expect(sent.mock.calls).toEqual([
      [`${API_BASE_URL}/payments/pay%2F7/receipt.pdf`],
      [`${API_BASE_URL}/payments/pay%2F7/credit-note.pdf`],
    ]);
  });
});
