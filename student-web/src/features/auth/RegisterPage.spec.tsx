import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import { RegisterPage } from './RegisterPage';
import { aUser, STRONG_PASSWORD } from '@academy/contracts/testing';
import { callsTo, json, mockApi, pending, renderAt } from './test-utils';

const renderRegister = (route = '/register') => renderAt(route, '/register', <RegisterPage />);
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

/** A valid form; the phone country comes from the browser (en-US in the tests), so +1. */
async function fillValidForm(overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'First name': 'Anna',
    'Last name': 'Petrova',
    Email: 'anna@example.com',
    Phone: '2025550123',
    Password: STRONG_PASSWORD,
    'Confirm password': STRONG_PASSWORD,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(field(label));
    if (value !== '') await userEvent.type(field(label), value);
  }
}

describe('RegisterPage', () => {
  // Where the page sends the browser once registered (a full page load).
  let replace: MockInstance<(url: string | URL) => void>;
  beforeEach(() => {
    replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // The phone banner and its progress bar are checked in the browser tests, at phone width.
  it('shows the chosen tier and its price, silver and $0 by default', () => {
    mockApi();
    const { unmount } = renderRegister('/register?course=platinum&price=500');
    expect(screen.getAllByText('PLATINUM')).not.toHaveLength(0);
    expect(screen.getAllByText('$500')).not.toHaveLength(0);
    unmount();
    renderRegister();
    expect(screen.getAllByText('SILVER')).not.toHaveLength(0);
    expect(screen.getAllByText('$0')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Already have an account? Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it.each([
    ['a forged price of a tier', '/register?course=gold&price=1', 'GOLD', '$250', 'gold', 250],
    ['a tier without a price', '/register?course=PLATINUM', 'PLATINUM', '$500', 'platinum', 500],
    ['an unknown tier', '/register?course=diamond&price=9', 'SILVER', '$100', 'silver', 100],
    ['a price without a tier', '/register?price=5', 'SILVER', '$100', 'silver', 100],
    ['a top-up', '/register?course=topup&price=75', 'Balance top-up', '$75', 'topup', 75],
    [
      'a top-up beyond the limits',
      '/register?course=topup&price=100001',
      'SILVER',
      '$100',
      'silver',
      100,
    ],
  ])(
    'shows the catalogue price for %s and carries it to the dashboard',
    async (_case, route, product, price, course, amount) => {
      mockApi({
        'POST /register': () => json({ token: 'jwt-new', message: 'Registration successful' }, 201),
        'GET /user': () => json({ status: 200, data: aUser() }),
      });
      renderRegister(route);
      expect(screen.getAllByText(product)).not.toHaveLength(0);
      expect(screen.getAllByText(price)).not.toHaveLength(0);
      await fillValidForm();
      await submit();
      await waitFor(() =>
        expect(replace).toHaveBeenCalledWith(`/dashboard?course=${course}&price=${amount}`),
      );
    },
  );

  it("shows every field's message under it, in the form's order", async () => {
    const fetchMock = mockApi();
    renderRegister();
    await submit();
    const expected = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone number is required'],
      ['Password', 'Password is required'],
      ['Confirm password', 'Please confirm your password'],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    const shown = [...document.querySelectorAll('[id$="-helper-text"]')].map(
      (helper) => helper.textContent,
    );
    expect(shown).toEqual(expected.map(([, message]) => message));
    expect(callsTo(fetchMock, 'POST /register')).toHaveLength(0);
  });

  const pass = (password: string) => ({ Password: password, 'Confirm password': password });
  it.each([
    { label: 'First name', input: { 'First name': '   ' }, message: 'First name is required' },
    { label: 'Last name', input: { 'Last name': '  ' }, message: 'Last name is required' },
    {
      label: 'Email',
      input: { Email: 'anna@example' },
      message: 'Please enter a valid email address',
    },
    { label: 'Phone', input: { Phone: '555' }, message: 'Please enter a valid phone number' },
    {
      label: 'Password',
      input: pass('Ab1!'),
      message: 'Password must be at least 8 characters long',
    },
    {
      label: 'Password',
      input: pass('lower1!x'),
      message: 'Password must contain at least one uppercase letter',
    },
    {
      label: 'Password',
      input: pass('UPPER1!X'),
      message: 'Password must contain at least one lowercase letter',
    },
    {
      label: 'Password',
      input: pass('NoDigits!'),
      message: 'Password must contain at least one number',
    },
    {
      label: 'Password',
      input: pass('NoSpecial1'),
      message: 'Password must contain at least one special character',
    },
    {
      label: 'Confirm password',
      input: { 'Confirm password': 'Other!pass1' },
      message: 'Passwords do not match',
    },
  ])('shows "$message" under $label', async ({ label, input, message }) => {
    mockApi();
    renderRegister();
    await fillValidForm(input);
    await submit();
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(document.querySelectorAll('[id$="-helper-text"]')).toHaveLength(1);
  });

  it("clears a field's message when that field is edited, and only that one", async () => {
    mockApi();
    renderRegister();
    await submit();
    await userEvent.type(field('First name'), 'A');
    expect(field('First name')).toHaveAccessibleDescription('');
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
    await userEvent.type(field('Phone'), '2');
    expect(field('Phone')).toHaveAccessibleDescription('');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
  });

  it('ignores a second submit while the first is in progress', async () => {
    const answer = pending();
    const fetchMock = mockApi({ 'POST /register': () => answer.reply });
    renderRegister();
    await fillValidForm();
    await submit();
    const busy = screen.getByRole('button', { name: 'Registering...' });
    expect(busy).toBeDisabled();
    fireEvent.submit(busy.closest('form')!);
    expect(callsTo(fetchMock, 'POST /register')).toHaveLength(1);
    answer.resolve(json({ message: 'A user with this email already exists' }, 409));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('registers, signs in and goes to the dashboard with the chosen course and price', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Asia/Almaty',
    });
    const fetchMock = mockApi({
      'POST /register': () => json({ token: 'jwt-new', message: 'Registration successful' }, 201),
      'GET /user': () => json({ status: 200, data: aUser() }),
    });
    renderRegister('/register?course=gold&price=250');
    await fillValidForm({ 'First name': ' Anna ' });
    await submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard?course=gold&price=250'));
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(JSON.stringify('jwt-new'));
    expect(callsTo(fetchMock, 'POST /register')).toEqual([
      {
        username: 'Anna',
        lastname: 'Petrova',
        password: STRONG_PASSWORD,
        email: 'anna@example.com',
        contact: '+12025550123',
        deviceLocale: 'en',
        deviceTimeZone: 'Asia/Almaty',
      },
    ]);
  });

  it('goes to the plain dashboard when no tier was chosen', async () => {
    mockApi({
      'POST /register': () => json({ token: 'jwt-new', message: 'Registration successful' }, 201),
      'GET /user': () => json({ status: 200, data: aUser() }),
    });
    renderRegister();
    await fillValidForm();
    await submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard'));
  });

  it.each([
    [
      'the server message',
      () => json({ message: 'Too many attempts.' }, 429),
      'Too many attempts.',
    ],
    ['a fallback without one', () => new Response('', { status: 500 }), 'Registration error'],
    ['a fallback for an answer without a token', () => json({}, 201), 'Registration error'],
    ['the network message without an answer', undefined, 'An error occurred during registration'],
  ])('on failure shows %s and re-enables the form', async (_case, reply, message) => {
    mockApi(reply ? { 'POST /register': reply } : {});
    renderRegister();
    await fillValidForm();
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(field('Email')).toBeEnabled();
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under the matching fields", async () => {
    mockApi({
      'POST /register': () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Last name is required',
            errors: [
              { field: 'lastname', message: 'Last name is required' },
              { field: 'contact', message: 'Please enter a valid phone number' },
            ],
          },
          400,
        ),
    });
    renderRegister();
    await fillValidForm();
    await submit();
    await waitFor(() =>
      expect(field('Phone')).toHaveAccessibleDescription('Please enter a valid phone number'),
    );
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
  });

  it.each([
    ['/register?ref=K7QX2MPA&course=gold', { ref: 'K7QX2MPA' }],
    ['/register', {}],
  ])('passes the referral code of %s through to the registration', async (route, sent) => {
    const fetchMock = mockApi({
      'POST /register': () => json({ token: 'jwt-new', message: 'Registration successful' }, 201),
      'GET /user': () => json({ status: 200, data: aUser() }),
    });
    renderRegister(route);
    await fillValidForm();
    await submit();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /register')).toHaveLength(1));
    const [body] = callsTo(fetchMock, 'POST /register') as Record<string, unknown>[];
    expect(body.ref).toBe((sent as { ref?: string }).ref);
  });
});
