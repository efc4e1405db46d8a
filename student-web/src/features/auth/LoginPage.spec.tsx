import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './LoginPage';
import { aUser } from '@academy/contracts/testing';
import { callsTo, json, mockApi, renderAt } from './test-utils';

const renderLogin = () => renderAt('/login', '/login', <LoginPage />);

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets the visitor and offers registration and a password reset', async () => {
    mockApi();
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Your path to successful trading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute(
      'href',
      '/register',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('shows and hides the password, naming the toggle after what it will do', async () => {
    mockApi();
    renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's message, and typing in either field clears it", async () => {
    mockApi({ 'POST /login': () => json({ message: 'Invalid email or password' }, 401) });
    renderLogin();
    const user = await signInWith('anna@example.com', 'Wr0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await user.type(screen.getByLabelText(/^Email/), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how to get into a locked account, in the page language', async () => {
    mockApi({
      'POST /login': () =>
        json({ statusCode: 429, code: 'SIGN_IN_LOCKED', message: 'locked' }, 429),
    });
    renderLogin();
    await signInWith('anna@example.com', 'Str0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is locked after too many failed sign-in attempts. Open the unlock link we e-mailed to its owner, or reset the password.',
    );
  });

  it("falls back to 'Login error' when the server sends no message", async () => {
    mockApi({ 'POST /login': () => new Response('', { status: 500 }) });
    renderLogin();
    await signInWith('anna@example.com', 'Str0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login error');
  });

  it("shows 'Server error' when the API cannot be reached", async () => {
    mockApi();
    renderLogin();
    await signInWith('anna@example.com', 'Str0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("signs in with the token and goes to the dashboard, saying the device's language and time zone", async () => {
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ ...Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Asia/Almaty' });
    const fetchMock = mockApi({
      'POST /login': () => json({ token: 'jwt-1', message: 'Login successful' }),
      'GET /user': () => json({ status: 200, data: aUser() }),
    });
    renderLogin();
    await signInWith('anna@example.com', 'Str0ng!pass');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(callsTo(fetchMock, 'POST /login')).toEqual([
      {
        email: 'anna@example.com',
        password: 'Str0ng!pass',
        deviceLocale: 'en',
        deviceTimeZone: 'Asia/Almaty',
      },
    ]);
    zone.mockRestore();
    expect(localStorage.getItem('token')).toBe(JSON.stringify('jwt-1'));
  });
});
