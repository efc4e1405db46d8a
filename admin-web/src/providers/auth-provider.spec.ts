import { TwoFactorStep } from '../two-factor/sign-in-steps';
import { authProvider } from './auth-provider';
import { staffSession } from './staff-session';

const credentials = { username: 'e2e.admin', password: 'secret' };

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('authProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores the session of a successful sign-in', async () => {
    answer(200, {
      token: 'opaque',
      role: 'support',
      username: 'maria',
      message: 'Login successful',
    });
    await authProvider.login(credentials);
    expect(staffSession.get()).toEqual({ token: 'opaque', role: 'support', username: 'maria' });
    expect(await authProvider.getPermissions?.({})).toBe('support');
    expect(await authProvider.canAccess?.({ resource: 'audit', action: 'list' })).toBe(false);
  });

  it('reports wrong credentials as react-admin’s sign-in error', async () => {
    answer(401, { statusCode: 401, message: 'Invalid username or password' });
    await expect(authProvider.login(credentials)).rejects.toThrow('ra.auth.sign_in_error');
    expect(staffSession.get()).toBeNull();
  });

  it('passes on the server’s words for a locked account', async () => {
    const message = 'Too many failed sign-in attempts for this account. Please try again later.';
    answer(429, { statusCode: 429, message });
    await expect(authProvider.login(credentials)).rejects.toThrow(message);
  });

  it('reports an unreachable or failing server as a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(authProvider.login(credentials)).rejects.toThrow('ra.auth.network_error');
    answer(500, { statusCode: 500, message: 'Internal server error' });
    await expect(authProvider.login(credentials)).rejects.toThrow('ra.auth.network_error');
  });

  it('logs out on a 401 from any call, and keeps the session on a 403', async () => {
    staffSession.save({ token: 'opaque', role: 'admin', username: 'admin', message: '' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(staffSession.get()).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    expect(staffSession.get()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('answers a two-factor challenge with its step and keeps no session', async () => {
    const step = { twoFactorRequired: true, challenge: 'c-1', expiresAt: '2026-11-27T10:05:00Z' };
    answer(200, step);
    const failure: unknown = await authProvider.login(credentials).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TwoFactorStep);
    expect((failure as TwoFactorStep).step).toEqual(step);
    expect(staffSession.get()).toBeNull();
  });

  it('sends the second step to POST /admin/login/2fa and stores its session', async () => {
    const fetched = answer(200, { token: 't2', role: 'admin', username: 'olga', message: 'ok' });
    await authProvider.login({ challenge: 'c-1', code: '123456' });
    const [url, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/admin\/login\/2fa$/);
    expect(JSON.parse(init.body as string)).toEqual({ challenge: 'c-1', code: '123456' });
    expect(staffSession.get()).toEqual({ token: 't2', role: 'admin', username: 'olga' });
  });

  it('ends the session on the API when logging out, and forgets the token', async () => {
    staffSession.save({ token: 'opaque', role: 'admin', username: 'admin', message: '' });
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    await authProvider.logout({});
    const [url, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/admin\/logout$/);
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer opaque' } });
    expect(staffSession.get()).toBeNull();
  });
});
