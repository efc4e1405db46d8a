import { aUser } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import i18n from '../../../i18n';
import { callsTo, json, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { BonusesPromotions } from './BonusesPromotions';
import type { PublicPromotion } from '@academy/contracts';

const SPRING: PublicPromotion = {
  code: 'SPRING25',
  kind: 'percent',
  value: 25,
  appliesTo: ['gold', 'platinum'],
  bannerText: 'Spring sale: a quarter off Gold and Platinum',
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-05-31T00:00:00.000Z',
};
const BONUS: PublicPromotion = {
  code: 'BONUS10',
  kind: 'topup-bonus',
  value: 10,
  appliesTo: ['topup'],
  bannerText: null,
  startsAt: null,
  endsAt: '2026-12-31T00:00:00.000Z',
};

function renderPromotions() {
  localStorage.setItem('token', JSON.stringify('student-token'));
  const router = createMemoryRouter([{ path: '*', element: <BonusesPromotions /> }], {
    initialEntries: ['/bonuses'],
  });
  renderWithProviders(<RouterProvider router={router} />, { user: aUser() });
  return router;
}

const promotion = (name: string) => screen.findByRole('article', { name });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe(BonusesPromotions.name, () => {
  it('shows each public promotion with its banner, offer, code, tiers and dates', async () => {
    stubApi({ 'GET /promotions': () => json([SPRING, BONUS]) });
    renderPromotions();

    const spring = await promotion('Spring sale: a quarter off Gold and Platinum');
    expect(spring).toHaveTextContent('25% off');
    expect(spring).toHaveTextContent('Code: SPRING25');
    expect(spring).toHaveTextContent('Applies to: GOLD, PLATINUM');
    expect(spring).toHaveTextContent('Mar 1, 2026 – May 31, 2026');

    // Without a banner the offer names the card.
    const bonus = await promotion('+10% bonus on top-ups');
    expect(bonus).toHaveTextContent('Applies to: Balance top-ups');
    expect(bonus).toHaveTextContent('Until Dec 31, 2026');
  });

  it('reads in Russian', async () => {
    stubApi({ 'GET /promotions': () => json([SPRING]) });
    await i18n.changeLanguage('ru');
    renderPromotions();
    const spring = await promotion('Spring sale: a quarter off Gold and Platinum');
    expect(spring).toHaveTextContent('Скидка 25%');
    expect(spring).toHaveTextContent('Код: SPRING25');
    expect(screen.getByRole('heading', { name: 'Акции' })).toBeInTheDocument();
  });

  it('says when no promotion is running', async () => {
    stubApi({ 'GET /promotions': () => json([]) });
    renderPromotions();
    expect(await screen.findByText('No promotions are running right now.')).toBeInTheDocument();
  });

  it('says when the promotions cannot be loaded', async () => {
    stubApi();
    renderPromotions();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Promotions could not be loaded. Please try again later.',
    );
  });

  it('checks a code against the chosen course and opens the payment with it', async () => {
    const fetchMock = stubApi({
      'GET /promotions': () => json([SPRING]),
      'POST /promo-codes/check': () =>
        json({ code: 'SPRING25', price: 375, discount: 125, bonus: 0 }),
    });
    const router = renderPromotions();
    const card = await promotion('Check a promo code');
    await userEvent.click(within(card).getByRole('combobox', { name: 'For' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PLATINUM' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Promo code' }), 'spring25');
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Code SPRING25 applied: $125.00 off, you pay $375.00.',
    );
    expect(callsTo(fetchMock, 'POST /promo-codes/check')).toEqual([
      { code: 'spring25', course: 'platinum' },
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Pay with this code' }));
    expect(router.state.location.search).toBe('?course=platinum&price=500&promo=SPRING25');
  });

  it('checks a top-up code with the amount, and refuses an amount that is no whole dollar', async () => {
    const fetchMock = stubApi({
      'GET /promotions': () => json([]),
      'POST /promo-codes/check': () =>
        json({ code: 'BONUS10', price: 250, discount: 0, bonus: 25 }),
    });
    renderPromotions();
    const card = await promotion('Check a promo code');
    await userEvent.click(within(card).getByRole('combobox', { name: 'For' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Balance top-up' }));
    const amount = within(card).getByRole('spinbutton', { name: 'Amount, $' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.5');
    expect(within(card).getByText('A whole-dollar amount from $1 to $100,000.')).toBeVisible();
    expect(within(card).queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Promo code' }), 'BONUS10');
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('$25.00 bonus');
    expect(callsTo(fetchMock, 'POST /promo-codes/check')).toEqual([
      { code: 'BONUS10', course: 'topup', price: 250 },
    ]);
  });
});
