import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, renderOverlay, stubApi } from '../test-utils';
import { CardMethod } from './CardMethod';

const CHECKOUT_URL = 'http://127.0.0.1:3000/api/payments/sandbox/42';

let assign: ReturnType<typeof vi.spyOn>;
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.setItem('token', JSON.stringify('student-token'));
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openCard(entry: string) {
  await renderOverlay(entry);
  await userEvent.click(screen.getByRole('button', { name: 'Card' }));
  return screen.getByRole('button', { name: 'Pay with Stripe' });
}

describe(CardMethod.name, () => {
  it('names the accepted cards and the amount', async () => {
    stubApi();
    await openCard('/dashboard?course=gold&price=250');
    const brands = screen.getByRole('list', { name: 'Accepted cards' });
    expect(
      within(brands)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard', 'Maestro']);
    expect(screen.getByText(/You pay \$250\.00 on a secure checkout page/)).toBeInTheDocument();
  });

  it('asks for a checkout session and follows the URL of the 303 answer', async () => {
    const fetchMock = stubApi({
      'POST /create-checkout-session': () => json({ url: CHECKOUT_URL }, 303),
    });
    const pay = await openCard('/dashboard?course=gold&price=1');
    await userEvent.click(pay);

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/create-checkout-session')!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('token')).toBe('student-token');
    expect(callsTo(fetchMock, 'POST /create-checkout-session')).toEqual([
      { course: 'gold', userId: 7, price: 250 },
    ]);
    expect(pay).toBeDisabled();
  });

  it('is usable again when the browser restores the page from its cache (Back)', async () => {
    stubApi({ 'POST /create-checkout-session': () => json({ url: CHECKOUT_URL }, 303) });
    const pay = await openCard('/dashboard?course=gold&price=250');
    await userEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(pay).toBeDisabled();

    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(pay).toBeDisabled();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('sends a top-up as course topup with its amount', async () => {
    const fetchMock = stubApi({
      'POST /create-checkout-session': () => json({ url: CHECKOUT_URL }, 303),
    });
    await userEvent.click(await openCard('/dashboard?course=topup&price=150'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo(fetchMock, 'POST /create-checkout-session')).toEqual([
      { course: 'topup', userId: 7, price: 150 },
    ]);
  });

  it.each([
    ['an error answer', () => json({ statusCode: 500, message: 'Stripe is down' }, 500)],
    ['no answer', () => Promise.reject(new TypeError('offline'))],
    ['a 303 without a URL', () => json({}, 303)],
    ['a URL that is not http(s)', () => json({ url: 'javascript:alert(1)' }, 303)],
  ])('only logs a failure (%s) and lets the student try again', async (_, reply) => {
    stubApi({ 'POST /create-checkout-session': reply });
    const pay = await openCard('/dashboard?course=gold&price=250');
    await userEvent.click(pay);

    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(pay).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy and sends one request however often it is clicked', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      'POST /create-checkout-session': () => new Promise<Response>((done) => (answer = done)),
    });
    const pay = await openCard('/dashboard?course=gold&price=250');
    await userEvent.click(pay);
    expect(pay).toBeDisabled();
    pay.click();
    answer(json({ url: CHECKOUT_URL }, 303));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const sessions = fetchMock.mock.calls.filter(([url]) => url === '/api/create-checkout-session');
    expect(sessions).toHaveLength(1);
  });
});
