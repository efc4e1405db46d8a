import { CRYPTO_RETURN_PATH } from '@academy/contracts';
import { aPaymentRecord } from '@academy/contracts/testing';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../../config/routes';
import { json, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { PaymentReturnPage } from './PaymentReturnPage';

const ID = '6f1c2b9e-8a4d-4c3e-9b7a-2d5e1f0a3c47';

function showReturn(records: ReturnType<typeof aPaymentRecord>[], search = `?id=${ID}`) {
  stubApi({ 'GET /payments': () => json({ status: 200, data: records }) });
  const router = createMemoryRouter([{ path: '*', element: <PaymentReturnPage /> }], {
    initialEntries: [`${CRYPTO_RETURN_PATH}${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />, { user: null });
}

const crypto = { id: ID, provider: 'btcpay', method: 'crypto' } as const;

afterEach(() => vi.unstubAllGlobals());

describe(PaymentReturnPage.name, () => {
  it('is the page the BTCPay checkout returns to', () => {
    expect(paths.paymentReturn).toBe(CRYPTO_RETURN_PATH);
  });

  it('says "confirming" while BTCPay waits for the network', async () => {
    showReturn([aPaymentRecord({ ...crypto, status: 'pending', confirming: true })]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payment received: waiting for the network to confirm it.',
    );
  });

  it('says the course is active once the payment is paid', async () => {
    showReturn([aPaymentRecord({ ...crypto, status: 'paid', kind: 'course', tier: 'GOLD' })]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payment confirmed: your GOLD course is active.',
    );
  });

  it('says staff check a payment that arrived not as asked', async () => {
    showReturn([aPaymentRecord({ ...crypto, status: 'pending', underReview: true })]);
    expect(await screen.findByRole('status')).toHaveTextContent('Our team checks it');
  });

  it('says so when the page names no payment of the student', async () => {
    showReturn([], '');
    expect(await screen.findByText(/We could not find this payment/)).toBeVisible();
  });
});
