import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentOverlay } from './PaymentOverlay';
import { aPaymentRecord } from '@academy/contracts/testing';
import { CONFIG, configLoaded, json, renderOverlay, stubApi } from './test-utils';

const overlay = () => screen.getByRole('dialog');
const back = () => within(overlay()).getByRole('button', { name: 'Back' });
const methods = () => within(overlay()).getByRole('list', { name: 'Payment methods' });
const method = (name: string) => within(methods()).getByRole('button', { name });
const search = (router: { state: { location: { search: string } } }) =>
  router.state.location.search;

beforeEach(() => {
  stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(PaymentOverlay.name, () => {
  it('asks before a second payment for a tier whose payment still waits, and shows that one', async () => {
    const waiting = aPaymentRecord({
      provider: 'manual',
      method: 'p2p',
      tier: 'GOLD',
      status: 'pending',
      paid_at: null,
    });
    stubApi({
      'GET /payments': () => json({ status: 200, data: [waiting] }),
      'GET /payments/review-notice': () => json({ en: null, ru: null }),
    });
    await renderOverlay('/activate?course=gold&price=250');
    expect(
      await within(overlay()).findByText(
        'You already have a payment for this awaiting confirmation',
      ),
    ).toBeInTheDocument();
    expect(overlay()).toHaveAccessibleName('Already paid?');
    expect(within(overlay()).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(overlay()).queryByRole('list', { name: 'Payment methods' })).toBeNull();

    await userEvent.click(within(overlay()).getByRole('button', { name: 'Pay again anyway' }));
    expect(methods()).toBeInTheDocument();
  });

  it('covers the page full screen and locks its scroll while open', async () => {
    const { router } = await renderOverlay('/activate?course=gold&price=250');
    expect(overlay()).toHaveAccessibleName('Select payment method');
    expect(overlay().closest('.MuiDialog-root')).toHaveClass('MuiModal-root');
    expect(overlay()).toHaveClass('MuiDialog-paperFullScreen');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(back());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(search(router)).toBe('');
  });

  it('shows the product, the amount to pay and the tier picture', async () => {
    await renderOverlay('/dashboard?course=gold&price=250');
    expect(within(overlay()).getByText('GOLD')).toBeInTheDocument();
    expect(within(overlay()).getByText('To pay')).toBeInTheDocument();
    expect(within(overlay()).getByText('$250.00')).toBeInTheDocument();
    expect(within(overlay()).getByRole('img', { name: 'GOLD tier' })).toBeInTheDocument();
  });

  it("charges a tier's catalogue price whatever price the address names", async () => {
    await renderOverlay('/dashboard?course=PLATINUM&price=1');
    expect(within(overlay()).getByText('PLATINUM')).toBeInTheDocument();
    expect(within(overlay()).getByText('$500.00')).toBeInTheDocument();
    expect(within(overlay()).getByRole('img', { name: 'PLATINUM tier' })).toBeInTheDocument();
  });

  it('shows a top-up as a balance top-up of the chosen amount', async () => {
    await renderOverlay('/education?course=topup&price=150');
    expect(within(overlay()).getByText('Balance top-up', { selector: 'dd' })).toBeInTheDocument();
    expect(within(overlay()).getByText('$150.00')).toBeInTheDocument();
    expect(within(overlay()).getByRole('img', { name: 'Balance top-up' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown tier', '?course=diamond&price=100'],
    ['a price that is no number', '?course=topup&price=abc'],
    ['a top-up above $100,000', '?course=topup&price=100001'],
    ['a top-up with cents', '?course=topup&price=10.50'],
  ])('says that a link with %s is not valid, and Back closes it', async (_, query) => {
    const { router } = await renderOverlay(`/dashboard${query}`);
    expect(overlay()).toHaveAccessibleName('This payment link is not valid');
    expect(within(overlay()).getByText(/choose a course or a top-up amount again/)).toBeVisible();
    expect(within(overlay()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(overlay()).queryByText('To pay')).not.toBeInTheDocument();

    await userEvent.click(back());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search(router)).toBe('');
  });

  it.each([
    ['no query', '/dashboard'],
    ['only a course', '/dashboard?course=gold'],
    ['only a price', '/dashboard?price=250'],
    ['empty values', '/dashboard?course=&price='],
  ])('stays closed with %s', async (_, entry) => {
    await renderOverlay(entry, { expectOverlay: false });
    expect(await screen.findByText('The page underneath')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed without a signed-in student, e.g. on /register with its tier query', async () => {
    await renderOverlay('/register?course=gold&price=250', { user: null, expectOverlay: false });
    expect(await screen.findByText('The page underneath')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the six methods with their descriptions', async () => {
    await renderOverlay('/dashboard?course=silver&price=100');
    await configLoaded();
    const described = (name: string) =>
      within(methods()).getByRole(name === 'Coinumm' || name === 'Revoxpay' ? 'link' : 'button', {
        name,
      });
    expect(described('Card')).toHaveAccessibleDescription('Visa, Mastercard, Maestro');
    // Only the coins with a receiving address, never one that is not offered (TRX).
    expect(described('Crypto')).toHaveAccessibleDescription(
      'Bitcoin, Ethereum, USDT (TRC20), USDT (ERC20)',
    );
    expect(described('P2P/IBAN')).toHaveAccessibleDescription('By manager request');
    expect(described('Coinumm')).toBeInTheDocument();
    expect(described('Revoxpay')).toBeInTheDocument();
    expect(described('Credit Card (PayPort)')).toHaveAccessibleDescription('Secure payment');
    expect(within(methods()).getAllByRole('listitem')).toHaveLength(6);
  });

  it("opens Coinumm's and Revoxpay's configured sites in a new tab", async () => {
    await renderOverlay('/dashboard?course=silver&price=100');
    await configLoaded();
    for (const [name, href] of [
      ['Coinumm', CONFIG.coinummUrl],
      ['Revoxpay', CONFIG.revoxpayUrl],
    ]) {
      const link = within(methods()).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.each([
    ['Card', 'Card payment'],
    ['Crypto', 'Cryptocurrency payment'],
    ['P2P/IBAN', 'P2P/IBAN transfer'],
  ])('Back leaves the %s screen for the methods, then closes the overlay', async (name, title) => {
    const { router } = await renderOverlay('/activate?tab=tiers&course=gold&price=250');
    await configLoaded();
    await userEvent.click(method(name));
    expect(overlay()).toHaveAccessibleName(title);
    expect(screen.getByRole('heading', { level: 1, name: title })).toHaveFocus();
    expect(within(overlay()).queryByRole('list', { name: 'Payment methods' })).toBeNull();

    await userEvent.click(back());
    expect(overlay()).toHaveAccessibleName('Select payment method');
    expect(methods()).toBeInTheDocument();
    expect(search(router)).toBe('?tab=tiers&course=gold&price=250');

    await userEvent.click(back());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activate');
    expect(search(router)).toBe('?tab=tiers');
  });

  it('takes Escape as Back', async () => {
    const { router } = await renderOverlay('/dashboard?course=gold&price=250');
    await configLoaded();
    await userEvent.click(method('Crypto'));
    await userEvent.keyboard('{Escape}');
    expect(overlay()).toHaveAccessibleName('Select payment method');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search(router)).toBe('');
  });

  it('closes without adding a history entry that would reopen it', async () => {
    const { router } = await renderOverlay('/dashboard?course=gold&price=250');
    await userEvent.click(back());
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the dashboard when closed on /checkout, which shows nothing itself', async () => {
    const { router } = await renderOverlay('/checkout?course=gold&price=250');
    await userEvent.click(back());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(search(router)).toBe('');
  });
});
