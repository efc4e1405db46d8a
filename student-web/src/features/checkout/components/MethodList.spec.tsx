import { aUser } from '@academy/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONFIG,
  callsTo,
  configLoaded,
  json,
  renderOverlay,
  requestUrl,
  stubApi,
} from '../test-utils';
import { MethodList } from './MethodList';

const PAYMENT_URL = 'https://pay.payport.example/checkout/abc';
const payport = () => screen.getByRole('button', { name: 'Credit Card (PayPort)' });

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.setItem('token', JSON.stringify('student-token'));
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function payWithPayPort(reply: () => Response | Promise<Response>, entry?: string) {
  const fetchMock = stubApi({ 'POST /create-payment': reply });
  await renderOverlay(entry ?? '/dashboard?course=gold&price=250');
  await userEvent.click(payport());
  return fetchMock;
}

describe(`${MethodList.name}: Credit Card (PayPort)`, () => {
  it("creates the payment with the student's details and goes to its page", async () => {
    const fetchMock = await payWithPayPort(() => json({ status: 200, data: { url: PAYMENT_URL } }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/create-payment')!;
    expect(new Headers(init?.headers).get('token')).toBe('student-token');
    expect(callsTo(fetchMock, 'POST /create-payment')).toEqual([
      {
        amount: 250,
        firstName: 'Anna',
        lastName: 'Petrova',
        course: 'gold',
        id: '7',
        email: aUser().email,
      },
    ]);
  });

  it('sends a top-up with its amount as a number', async () => {
    const fetchMock = await payWithPayPort(
      () => json({ status: 200, data: { url: PAYMENT_URL } }),
      '/dashboard?course=topup&price=150',
    );
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST /create-payment')).toMatchObject([
      { amount: 150, course: 'topup' },
    ]);
  });

  it('shows a spinner and takes no second click while the payment is created', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = await payWithPayPort(() => new Promise<Response>((done) => (answer = done)));
    expect(payport()).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(payport()).getByRole('progressbar', { name: 'Creating the payment…' }),
    ).toBeVisible();
    payport().click();

    answer(json({ status: 200, data: { url: PAYMENT_URL } }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/create-payment')).toHaveLength(1);
  });

  it.each([
    ['no URL', { status: 200, data: {} }],
    ['a URL that is no URL', { status: 200, data: { url: 'not a url' } }],
    ['a URL that is not http(s)', { status: 200, data: { url: 'javascript:alert(1)' } }],
  ])("says 'Received incorrect payment URL' for %s", async (_, body) => {
    await payWithPayPort(() => json(body));
    expect(await screen.findByRole('alert')).toHaveTextContent('Received incorrect payment URL');
    expect(payport()).not.toHaveAttribute('aria-disabled');
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's message when the API refuses", async () => {
    await payWithPayPort(() =>
      json({ statusCode: 422, message: 'PayPort does not accept this amount', code: 'X' }, 422),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPort does not accept this amount',
    );
  });

  it.each([
    ['an error status without a message', () => json({}, 502)],
    ['an OK answer whose status is not 200', () => json({ status: 500, data: null })],
  ])("says 'Error creating payment' for %s", async (_, reply) => {
    await payWithPayPort(reply);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating payment');
  });

  it("says 'Server error' when no answer comes, and a retry clears the message", async () => {
    const fetchMock = await payWithPayPort(() => Promise.reject(new TypeError('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(payport()).not.toHaveAttribute('aria-disabled');

    fetchMock.mockImplementation((input) =>
      requestUrl(input) === '/api/create-payment'
        ? Promise.resolve(json({ status: 200, data: { url: PAYMENT_URL } }))
        : Promise.reject(new TypeError('offline')),
    );
    await userEvent.click(payport());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe(`${MethodList.name}: what the deployment offers`, () => {
  const method = (name: string) =>
    within(screen.getByRole('list', { name: 'Payment methods' })).queryByRole('button', { name });

  it('lists Card and Crypto when GET /api/config offers them', async () => {
    stubApi();
    await renderOverlay('/dashboard?course=gold&price=250');
    await configLoaded();
    expect(method('Card')).toBeVisible();
    expect(method('Crypto')).toBeVisible();
  });

  it('says which of the two card methods to try first', async () => {
    stubApi();
    await renderOverlay('/dashboard?course=gold&price=250');
    await configLoaded();
    expect(screen.getByText(/Try Card first: it opens Stripe's secure page/)).toBeVisible();
  });

  it('leaves out Card without a provider, where paying would only be refused', async () => {
    stubApi({}, { ...CONFIG, paymentProvider: null });
    await renderOverlay('/dashboard?course=gold&price=250');
    await configLoaded();
    expect(method('Card')).not.toBeInTheDocument();
    expect(method('Crypto')).toBeVisible();
    expect(method('Credit Card (PayPort)')).toBeVisible();
    expect(screen.queryByText(/Try Card first/)).not.toBeInTheDocument();
  });
});
