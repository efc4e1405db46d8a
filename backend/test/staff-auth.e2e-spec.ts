import type { AdminLoginResponse, ApiError } from '@academy/contracts';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { StaffAccountsService } from '../src/modules/staff-auth/staff-accounts.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ADMIN_USERNAME = 'chief.admin';
const ADMIN_PASSWORD = 'bootstrap-admin-password';
const INVALID = {
  statusCode: 401,
  message: 'Invalid username or password',
  code: 'INVALID_CREDENTIALS',
};
const UNAUTHORIZED = { statusCode: 401, message: 'Authentication required', code: 'UNAUTHORIZED' };
const STAFF_ROUTES = ['/api/admin/user', '/api/admin/users', '/api/admin/stats/summary'];

let t: TestApp;
const adminLogin = (username: string, password: string) =>
  t.http.post('/api/admin/login').send({ username, password });

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD } });
});
afterAll(() => t.close());

describe('POST /api/admin/login', () => {
  it('signs in the account that ADMIN_USERNAME/ADMIN_PASSWORD created at start-up', async () => {
    const response = await adminLogin(ADMIN_USERNAME, ADMIN_PASSWORD).expect(200);
    const body = response.body as AdminLoginResponse;
    expect(body).toEqual({
      token: expect.any(String),
      role: 'admin',
      username: ADMIN_USERNAME,
      message: 'Login successful',
    });
    await t.http.get('/api/admin/user').set('authorization', `Bearer ${body.token}`).expect(200);
  });

  it('matches the username in any letter case', async () => {
    const response = await adminLogin(ADMIN_USERNAME.toUpperCase(), ADMIN_PASSWORD).expect(200);
    expect((response.body as AdminLoginResponse).username).toBe(ADMIN_USERNAME);
  });

  it("answers the account's role", async () => {
    await t.app.get(StaffAccountsService).upsert('help.desk', 'support-password-long', 'support');
    const response = await adminLogin('help.desk', 'support-password-long').expect(200);
    expect((response.body as AdminLoginResponse).role).toBe('support');
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await adminLogin(ADMIN_USERNAME, 'not-the-admin-password');
    const unknown = await adminLogin('nobody.at.all', ADMIN_PASSWORD);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(INVALID);
    expect(unknown.body).toEqual(INVALID);
  });

  it('does not sign in a student with their e-mail and password', async () => {
    const student = await t.student();
    const response = await adminLogin(student.email, STRONG_PASSWORD).expect(401);
    expect(response.body).toEqual(INVALID);
  });

  it('answers 400 when the username or the password is missing', async () => {
    const noUsername = await t.http
      .post('/api/admin/login')
      .send({ password: ADMIN_PASSWORD })
      .expect(400);
    expect((noUsername.body as ApiError).message).toBe('Username is required');
    const noPassword = await adminLogin(ADMIN_USERNAME, '').expect(400);
    expect((noPassword.body as ApiError).message).toBe('Password is required');
  });
});

describe('student and staff tokens', () => {
  it.each(STAFF_ROUTES)('a student token never passes %s', async (path) => {
    const student = await t.student();
    const asBearer = await t.http.get(path).set('authorization', `Bearer ${student.token}`);
    expect(asBearer.status).toBe(401);
    expect(asBearer.body).toEqual(UNAUTHORIZED);
    const asTokenHeader = await t.http.get(path).set('token', student.token);
    expect(asTokenHeader.status).toBe(401);
    expect(asTokenHeader.body).toEqual(UNAUTHORIZED);
  });

  it('a staff token never passes GET /api/user', async () => {
    const bearer = await t.staff('admin');
    const token = bearer.replace(/^Bearer /, '');
    for (const headers of [
      { authorization: bearer },
      { token },
      { token: JSON.stringify(token) },
      { token, authorization: bearer },
    ]) {
      const response = await t.http.get('/api/user').set(headers);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    }
  });

  it.each(STAFF_ROUTES)(
    '%s answers 401 JSON without a token or with a garbage one',
    async (path) => {
      const none = await t.http.get(path);
      expect(none.status).toBe(401);
      expect(none.body).toEqual(UNAUTHORIZED);
      const garbage = await t.http.get(path).set('authorization', 'Bearer not.a.token');
      expect(garbage.status).toBe(401);
      expect(garbage.body).toEqual(UNAUTHORIZED);
    },
  );

  it('a staff token passes the staff routes', async () => {
    const bearer = await t.staff('admin');
    for (const path of STAFF_ROUTES) {
      await t.http.get(path).set('authorization', bearer).expect(200);
    }
  });

  it('a staff token stops working once the account is changed, and the role is read anew', async () => {
    const accounts = t.app.get(StaffAccountsService);
    await accounts.upsert('role.change', 'first-password-long', 'admin');
    const login = await adminLogin('role.change', 'first-password-long').expect(200);
    const bearer = `Bearer ${(login.body as AdminLoginResponse).token}`;
    await t.http.get('/api/admin/audit').set('authorization', bearer).expect(200);
    await accounts.upsert('role.change', 'second-password-long', 'support');
    await t.http.get('/api/admin/audit').set('authorization', bearer).expect(401);
    const again = await adminLogin('role.change', 'second-password-long').expect(200);
    const support = `Bearer ${(again.body as AdminLoginResponse).token}`;
    await t.http.get('/api/admin/audit').set('authorization', support).expect(403);
  });
});
