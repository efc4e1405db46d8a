import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  HttpError,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import { createI18nProvider, i18nProvider } from '../providers/i18n-provider';
import { TwoFactorStep } from '../two-factor/sign-in-steps';
import { LoginPage } from './LoginPage';

/** Signed out, with a login whose answer each test decides. */
function renderLogin(login: AuthProvider['login'], i18n: I18nProvider = i18nProvider) {
  const authProvider: AuthProvider = {
    login,
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.reject(new Error('ra.auth.auth_check_error')),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(undefined),
  };
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={testDataProvider()}
      i18nProvider={i18n}
      store={memoryStore()}
    >
      <LoginPage />
    </AdminContext>,
  );
}

async function submit(username = 'e2e.admin', password = 'secret') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /username/i }), username);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe(LoginPage.name, () => {
  it('is titled "Admin Panel Login", with username, password and Sign In', async () => {
    renderLogin(() => Promise.resolve());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Panel Login' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /username/i })).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows "Signing in..." on a disabled button while the sign-in is on its way', async () => {
    const login = vi.fn(() => new Promise<void>(() => undefined));
    renderLogin(login);
    await submit('e2e.admin', 'secret');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(login).toHaveBeenCalledWith({ username: 'e2e.admin', password: 'secret' });
  });

  it('says "Invalid username or password" when the credentials are refused, until the next keystroke', async () => {
    renderLogin(() => Promise.reject(new Error('ra.auth.sign_in_error')));
    const user = await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await user.type(screen.getByLabelText(/^password/i), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Server error" when the server cannot be reached', async () => {
    renderLogin(() => Promise.reject(new Error('ra.auth.network_error')));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  });

  it('says a locked account is locked, in English and in Russian', async () => {
    const locked = 'Too many failed sign-in attempts for this account. Please try again later.';
    const refusal = () =>
      Promise.reject(
        new HttpError(locked, 429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: locked }),
      );
    renderLogin(refusal, createI18nProvider('en'));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    cleanup();
    renderLogin(refusal, createI18nProvider('ru'));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /имя пользователя/i }), 'e2e.admin');
    await user.type(screen.getByLabelText(/^пароль/i), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много попыток. Повторите позже.',
    );
    expect(screen.queryByText(locked)).toBeNull();
  });

  it('keeps the server’s words for a refusal the back office has no text for', async () => {
    const novel = 'Sign-in is paused for maintenance until 14:00';
    renderLogin(() =>
      Promise.reject(
        new HttpError(novel, 503, { statusCode: 503, code: 'PAUSED', message: novel }),
      ),
    );
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(novel);
  });

  it('does not ask the server while a field is empty, and says which one is required', async () => {
    const login = vi.fn(() => Promise.resolve());
    renderLogin(login);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(login).not.toHaveBeenCalled();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /username/i })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /username/i }), 'e2e.admin');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('switches to Russian without a reload, and back', async () => {
    renderLogin(() => Promise.resolve(), createI18nProvider());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Русский' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вход в панель администратора' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(document.documentElement.lang).toBe('ru');

    await user.click(screen.getByRole('button', { name: 'Русский' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Panel Login' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('asks for a code after the password when two-factor sign-in is on, and sends it', async () => {
    const step = { twoFactorRequired: true as const, challenge: 'c-1', expiresAt: '' };
    const login = vi.fn((params: unknown) =>
      params && typeof params === 'object' && 'challenge' in params
        ? new Promise<void>(() => undefined)
        : Promise.reject(new TwoFactorStep(step)),
    );
    renderLogin(login);
    const user = await submit('e2e.admin', 'secret');
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(login).toHaveBeenLastCalledWith({ challenge: 'c-1', code: '123456' });
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });

  it('goes back to the password with the reason when the challenge is spent', async () => {
    const step = { twoFactorRequired: true as const, challenge: 'c-1', expiresAt: '' };
    const spent = new HttpError('expired', 401, { code: 'TWO_FACTOR_CHALLENGE_INVALID' });
    const login = vi.fn((params: unknown) =>
      Promise.reject(
        params && typeof params === 'object' && 'challenge' in params
          ? spent
          : new TwoFactorStep(step),
      ),
    );
    renderLogin(login);
    const user = await submit('e2e.admin', 'secret');
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'This sign-in has expired or was already used. Please sign in again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('takes a member the academy requires it of through enrolment, then signs in', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `AAAA-BBBB-CC${index}${index}`);
    const signedIn = { token: 't', role: 'support', username: 'ivan', recoveryCodes };
    const step = { twoFactorEnrolmentRequired: true as const, challenge: 'c-9', expiresAt: '' };
    // The sign-in steps call fetch with the address as a string.
    const api = vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
      const body = (url as string).endsWith('/admin/login/2fa/setup')
        ? { secret, otpauthUrl: `otpauth://totp/Trading%20Academy:ivan?secret=${secret}` }
        : signedIn;
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    });
    const login = vi.fn((params: unknown) =>
      params && typeof params === 'object' && 'signedIn' in params
        ? new Promise<void>(() => undefined)
        : Promise.reject(new TwoFactorStep(step)),
    );
    renderLogin(login);
    const user = await submit('ivan', 'secret');
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code for the authenticator app' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(login).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(login).toHaveBeenLastCalledWith({ signedIn });
    const bodies = api.mock.calls.map(([url, init]) => [url, init?.body]);
    expect(bodies).toEqual([
      [expect.stringMatching(/\/admin\/login\/2fa\/setup$/), JSON.stringify({ challenge: 'c-9' })],
      [
        expect.stringMatching(/\/admin\/login\/2fa\/enable$/),
        JSON.stringify({ challenge: 'c-9', code: '654321' }),
      ],
    ]);
    api.mockRestore();
  });
});
