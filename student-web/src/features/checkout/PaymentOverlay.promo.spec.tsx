import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentOverlay } from './PaymentOverlay';
import { callsTo, json, renderOverlay, stubApi } from './test-utils';

const CHECKOUT_URL = 'http://127.0.0.1:3000/api/payments/sandbox/42';
const SPRING = { code: 'SPRING25', price: 187.5, discount: 62.5, bonus: 0 };

const overlay = () => screen.getByRole('dialog');
const summary = () => within(overlay()).getByText('To pay').closest('dl') as HTMLElement;
const search = (router: { state: { location: { search: string } } }) =>
  router.state.location.search;

async function applyCode(code: string) {
  await userEvent.type(within(overlay()).getByRole('textbox', { name: 'Promo code' }), code);
  await userEvent.click(within(overlay()).getByRole('button', { name: 'Apply' }));
  await within(overlay()).findByRole('status');
}

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.setItem('token', JSON.stringify('student-token'));
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(`${PaymentOverlay.name} with a promo code`, () => {
  it("shows the server's price for the code before paying, and pays by card with the code", async () => {
    const fetchMock = stubApi({
      'POST /promo-codes/check': () => json(SPRING),
      'POST /create-checkout-session': () => json({ url: CHECKOUT_URL }, 303),
    });
    await renderOverlay('/activate?course=gold&price=250');
    expect(summary()).toHaveTextContent('$250.00');

    await applyCode('spring25');
    expect(callsTo(fetchMock, 'POST /promo-codes/check')).toEqual([
      { code: 'spring25', course: 'gold' },
    ]);
    expect(summary()).toHaveTextContent('To pay$187.50');
    expect(summary()).toHaveTextContent('Promo code SPRING25−$62.50');

    await userEvent.click(within(overlay()).getByRole('button', { name: 'Card' }));
    expect(screen.getByText(/You pay \$187\.50 on a secure checkout page/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo(fetchMock, 'POST /create-checkout-session')).toEqual([
      { course: 'gold', userId: 7, price: 250, promoCode: 'SPRING25' },
    ]);
  });

  it('pays the list price again once the code is removed', async () => {
    const fetchMock = stubApi({
      'POST /promo-codes/check': () => json(SPRING),
      'POST /create-checkout-session': () => json({ url: CHECKOUT_URL }, 303),
    });
    await renderOverlay('/activate?course=gold&price=250');
    await applyCode('SPRING25');
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Remove' }));
    expect(summary()).toHaveTextContent('To pay$250.00');
    expect(summary()).not.toHaveTextContent('Promo code');

    await userEvent.click(within(overlay()).getByRole('button', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST /create-checkout-session')).toEqual([
      { course: 'gold', userId: 7, price: 250 },
    ]);
  });

  it('says why the card payment refused a code that ran out after the check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /promo-codes/check': () => json(SPRING),
      'POST /create-checkout-session': () =>
        json({ code: 'PROMO_USED_UP', message: 'Promo code used up' }, 409),
    });
    await renderOverlay('/activate?course=gold&price=250');
    await applyCode('SPRING25');
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(await within(overlay()).findByRole('alert')).toHaveTextContent(
      'This promo code has been used up.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('checks the code the address names as the overlay opens, and Back drops it too', async () => {
    const fetchMock = stubApi({ 'POST /promo-codes/check': () => json(SPRING) });
    const { router } = await renderOverlay('/bonuses?course=gold&price=250&promo=SPRING25');
    expect(await within(overlay()).findByRole('status')).toHaveTextContent('you pay $187.50');
    expect(callsTo(fetchMock, 'POST /promo-codes/check')).toEqual([
      { code: 'SPRING25', course: 'gold' },
    ]);
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Back' }));
    expect(search(router)).toBe('');
  });

  it("shows a top-up code's bonus and sends the code with PayPort", async () => {
    const fetchMock = stubApi({
      'POST /promo-codes/check': () =>
        json({ code: 'BONUS10', price: 300, discount: 0, bonus: 30 }),
      'POST /create-payment': () =>
        json({ status: 200, data: { url: 'https://pay.payport.example/checkout/abc' } }),
    });
    await renderOverlay('/dashboard?course=topup&price=300');
    await applyCode('BONUS10');
    expect(callsTo(fetchMock, 'POST /promo-codes/check')).toEqual([
      { code: 'BONUS10', course: 'topup', price: 300 },
    ]);
    expect(summary()).toHaveTextContent('To pay$300.00');
    expect(summary()).toHaveTextContent('+$30.00 bonus to your balance');

    await userEvent.click(within(overlay()).getByRole('button', { name: 'Credit Card (PayPort)' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST /create-payment')).toMatchObject([
      { amount: 300, course: 'topup', promoCode: 'BONUS10' },
    ]);
  });

  it('records a manual payment with the code', async () => {
    const fetchMock = stubApi({
      'POST /promo-codes/check': () => json(SPRING),
      'POST /payments/manual': () =>
        json(
          {
            id: '00000000-0000-4000-8000-00000000abcd',
            status: 'pending',
            amount: 187.5,
            method: 'p2p',
            kind: 'course',
            tier: 'GOLD',
            reference: 'IBAN-REF-1',
            coin: null,
            createdAt: '2026-11-22T12:00:00.000Z',
          },
          201,
        ),
    });
    await renderOverlay('/dashboard?course=gold&price=250');
    await applyCode('SPRING25');
    await userEvent.click(within(overlay()).getByRole('button', { name: 'P2P/IBAN' }));
    await userEvent.click(within(overlay()).getByRole('button', { name: 'I have paid' }));
    await userEvent.type(
      within(overlay()).getByRole('textbox', { name: /reference/i }),
      'IBAN-REF-1',
    );
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /payments/manual')).toEqual([
        { method: 'p2p', course: 'gold', reference: 'IBAN-REF-1', promoCode: 'SPRING25' },
      ]),
    );
  });
});
