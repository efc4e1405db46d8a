import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, CONFIG, json, renderOverlay, stubApi } from '../test-utils';
import { CryptoInvoiceMethod } from './CryptoInvoiceMethod';

const CHECKOUT = 'https://btcpay.example/i/7Yq2bV8dN3pXkR1mT6sLcE';
const WITH_BTCPAY = { ...CONFIG, cryptoAddresses: [], cryptoInvoices: true };

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  vi.unstubAllGlobals();
});

async function openCrypto(entry = '/dashboard?course=topup&price=150') {
  const user = userEvent.setup();
  await renderOverlay(entry);
  await user.click(await screen.findByRole('button', { name: 'Crypto' }));
  return user;
}

describe(CryptoInvoiceMethod.name, () => {
  it('offers Crypto without any address and sends the student to the BTCPay checkout', async () => {
    const fetchMock = stubApi(
      {
        'POST /payments/crypto-invoice': () =>
          json(
            { id: 'p1', status: 'pending', amount: 150, checkoutLink: CHECKOUT, expiresAt: '' },
            201,
          ),
      },
      WITH_BTCPAY,
    );
    const user = await openCrypto();
    expect(screen.queryByRole('list', { name: 'Receiving addresses' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay with crypto' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(callsTo(fetchMock, 'POST /payments/crypto-invoice')).toEqual([
      { course: 'topup', price: 150 },
    ]);
  });

  it('says the checkout did not answer in time, and the button works again', async () => {
    stubApi(
      {
        'POST /payments/crypto-invoice': () =>
          json({ statusCode: 504, code: 'PAYMENT_PROVIDER_TIMEOUT', message: 'late' }, 504),
      },
      WITH_BTCPAY,
    );
    const user = await openCrypto();
    await user.click(screen.getByRole('button', { name: 'Pay with crypto' }));
    expect(
      await screen.findByText(
        'The crypto checkout did not answer in time. Nothing was charged; please try again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay with crypto' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});
