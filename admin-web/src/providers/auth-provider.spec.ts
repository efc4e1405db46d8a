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
});
