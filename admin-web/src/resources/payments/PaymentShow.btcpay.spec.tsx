import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { AdminPayment } from '@academy/contracts';
import { anAdminPayment } from '@academy/contracts/testing';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';
import { PaymentShow } from './PaymentShow';

const SLOW = { timeout: 5000 };

const HELD = anAdminPayment({
  id: 'pay-btc',
  provider: 'btcpay',
  method: 'crypto',
  reference: null,
  coin: null,
  providerReference: '7Yq2bV8dN3pXkR1mT6sLcE',
  reviewReason: 'BTCPay: the invoice expired paid only in part',
  needsStaff: true,
  cryptoInvoice: {
    invoiceId: '7Yq2bV8dN3pXkR1mT6sLcE',
    status: 'Expired',
    additionalStatus: 'PaidPartial',
    checkedAt: '2026-11-22T12:05:00.000Z',
    methods: [
      {
        paymentMethodId: 'BTC-CHAIN',
        currency: 'BTC',
        amount: '0.00384615',
        rate: '65000.00',
        paid: '0.00153846',
        transactionIds: ['9f2c4e1b7a3d5f60-0'],
      },
    ],
  },
});

function renderShow(payment: AdminPayment, recheckPayment = vi.fn()) {
  const dataProvider = fakeDataProvider({
    getOne: (() => Promise.resolve({ data: payment })) as DataProvider['getOne'],
    getList: () => Promise.resolve({ data: [], total: 0 }),
    getPaymentLedger: () => Promise.resolve({ data: [], total: 0 }),
    recheckPayment,
  });
  renderInAdmin(<PaymentShow id={payment.id} />, {
    dataProvider,
    role: 'admin',
    resource: 'payments',
  });
}

const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('PaymentShow of a BTCPay payment', () => {
  it('shows the invoice, the coin, the amount in coin, the rate and the transaction ids', async () => {
    renderShow(HELD);
    const invoice = await screen.findByRole('region', { name: 'BTCPay invoice' }, SLOW);
    expect(valueOf(invoice, 'Invoice ID')).toHaveTextContent('7Yq2bV8dN3pXkR1mT6sLcE');
    expect(valueOf(invoice, 'BTCPay status')).toHaveTextContent('Expired · PaidPartial');
    expect(valueOf(invoice, 'Coin')).toHaveTextContent('BTC (BTC-CHAIN)');
    expect(valueOf(invoice, 'Amount in coin')).toHaveTextContent('0.00384615 BTC');
    expect(valueOf(invoice, 'Rate (USD per coin)')).toHaveTextContent('65000.00');
    expect(valueOf(invoice, 'Received')).toHaveTextContent('0.00153846 BTC');
    expect(valueOf(invoice, 'Transaction IDs')).toHaveTextContent('9f2c4e1b7a3d5f60-0');
  });

  it('offers confirm and refund for a held payment, no reject, and rechecks with BTCPay', async () => {
    const recheckPayment = vi.fn(() => Promise.resolve(HELD));
    renderShow(HELD, recheckPayment);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Recheck with BTCPay' }, SLOW));
    await waitFor(() => expect(recheckPayment).toHaveBeenCalledWith('pay-btc'));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('keeps the recheck button named and disabled while BTCPay is asked, its spinner hidden', async () => {
    renderShow(
      HELD,
      vi.fn(() => new Promise<AdminPayment>(() => undefined)),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Recheck with BTCPay' }, SLOW));
    expect(await screen.findByRole('button', { name: 'Recheck with BTCPay' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
