import { staffSession } from './staff-session';

/** A token shaped like the API's: only the payload matters to the client. */
function tokenWith(payload: Record<string, unknown>): string {
  const base64url = btoa(JSON.stringify(payload))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature`;
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('staffSession', () => {
  it('keeps the token, role and username under adminToken, apart from the students’ token', () => {
    const token = tokenWith({ exp: inSeconds(3600) });
    staffSession.save({ token, role: 'support', username: 'maria', message: 'Login successful' });
    expect(staffSession.get()).toEqual({ token, role: 'support', username: 'maria' });
    expect(localStorage.getItem('adminToken')).not.toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(staffSession.isValid()).toBe(true);
  });

  it('treats an expired token as no session', () => {
    staffSession.save({
      token: tokenWith({ exp: inSeconds(-60) }),
      role: 'admin',
      username: 'admin',
      message: '',
    });
    expect(staffSession.isValid()).toBe(false);
  });

  it('leaves a token without a readable expiry to the API to judge', () => {
    staffSession.save({ token: 'opaque', role: 'admin', username: 'admin', message: '' });
    expect(staffSession.isValid()).toBe(true);
  });

  it('ignores damaged storage and unknown roles', () => {
    localStorage.setItem('adminToken', '{not json');
    expect(staffSession.get()).toBeNull();
    expect(staffSession.isValid()).toBe(false);
    localStorage.setItem(
      'adminToken',
      JSON.stringify({ token: 't', role: 'owner', username: 'x' }),
    );
    expect(staffSession.get()).toBeNull();
  });

  it('forgets the session on clear', () => {
    staffSession.save({ token: 'opaque', role: 'admin', username: 'admin', message: '' });
    staffSession.clear();
    expect(staffSession.get()).toBeNull();
  });
});
