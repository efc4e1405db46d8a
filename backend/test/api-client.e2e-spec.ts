import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createAcademyClient, type AcademyClient } from '@academy/api-client';
import type { CheckoutSessionResponse } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The typed client generated from the OpenAPI document, against the real application over HTTP:
 * if the document and the server disagree on a path, a parameter or a shape, these calls show it.
 */
describe('the typed API client against the API', () => {
  let t: TestApp<'admin' | 'support'>;
  let baseUrl: string;
  let admin: AcademyClient;
  const bearer = (authorization: string) => authorization.replace(/^Bearer /, '');

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    admin = createAcademyClient({ baseUrl, staffToken: bearer(t.tokens.admin) });
  });
  afterAll(() => t.close());

  it('lists users with range, sort and filter, and the total in Content-Range', async () => {
    const anna = await t.student({ email: 'anna.client@example.com', username: 'Anna' });
    const boris = await t.student({ email: 'boris.client@example.com', username: 'Boris' });

    const { data, error, response } = await admin.GET('/api/admin/users', {
      params: {
        query: {
          filter: JSON.stringify({ id: [anna.id, boris.id] }),
          sort: JSON.stringify(['id', 'DESC']),
          range: JSON.stringify([0, 0]),
        },
      },
    });

    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('users 0-0/2');
    expect(data).toEqual([
      expect.objectContaining({
        id: boris.id,
        email: 'boris.client@example.com',
        username: 'Boris',
      }),
    ]);
  });

  it('reads one user as the list shows them', async () => {
    const student = await t.student({ email: 'one.client@example.com' });
    const listed = await admin.GET('/api/admin/users', {
      params: { query: { filter: JSON.stringify({ id: [student.id] }) } },
    });
    const { data, error } = await admin.GET('/api/admin/users/{id}', {
      params: { path: { id: student.id } },
    });
    expect(error).toBeUndefined();
    expect(data).toEqual(listed.data?.[0]);
    expect(data).toMatchObject({ id: student.id, user_id: student.id, balance: 0, course: 'NONE' });
    expect(data).not.toHaveProperty('password');
  });

  it('updates a user and answers the changed user', async () => {
    const student = await t.student({ username: 'Old' });
    const { data, error } = await admin.PUT('/api/admin/users/{id}', {
      params: { path: { id: student.id } },
      body: { username: 'Мария', lastname: 'Иванова' },
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ id: student.id, username: 'Мария', lastname: 'Иванова' });

    const again = await admin.GET('/api/admin/users/{id}', {
      params: { path: { id: student.id } },
    });
    expect(again.data).toMatchObject({ username: 'Мария', lastname: 'Иванова' });
  });

  it('answers an unknown user with the documented error shape', async () => {
    const { data, error, response } = await admin.GET('/api/admin/users/{id}', {
      params: { path: { id: 2_000_000_000 } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers an invalid update with each field’s problem', async () => {
    const student = await t.student();
    const { error, response } = await admin.PUT('/api/admin/users/{id}', {
      params: { path: { id: student.id } },
      body: { email: 'not an address' },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(error?.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'email' })]),
    );
  });

  it('answers a missing credential with 401 and a right the caller lacks with 403', async () => {
    const student = await t.student();
    const anonymous = createAcademyClient({ baseUrl });
    const unauthenticated = await anonymous.GET('/api/admin/users/{id}', {
      params: { path: { id: student.id } },
    });
    expect(unauthenticated.response.status).toBe(401);
    expect(unauthenticated.error).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

    // Support may read users but not edit their accounts.
    const support = createAcademyClient({ baseUrl, staffToken: bearer(t.tokens.support) });
    const forbidden = await support.PUT('/api/admin/users/{id}', {
      params: { path: { id: student.id } },
      body: { username: 'Nope' },
    });
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it('signs a student in with the token header', async () => {
    const student = await t.student({ email: 'self.client@example.com' });
    const client = createAcademyClient({ baseUrl, studentToken: student.token });
    const { data, error } = await client.GET('/api/user');
    expect(error).toBeUndefined();
    expect(data?.data).toMatchObject({ id: student.id, email: 'self.client@example.com' });
  });

  it("runs the integrators' example: today's users and their payments", async () => {
    const buyer = await t.student({ email: 'example.buyer@example.com' });
    const checkout = await t.http
      .post('/api/create-checkout-session')
      .set('token', buyer.token)
      .send({ userId: buyer.id, course: 'gold' })
      .expect(303);
    const sandboxId = new URL((checkout.body as CheckoutSessionResponse).url).pathname
      .split('/')
      .at(-1);
    await t.http.post(`/api/payments/sandbox/${sandboxId}/complete`).expect(303);

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        './backend/test/support/run-typescript.mjs',
        'libs/api-client/examples/integrator.ts',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, ACADEMY_URL: baseUrl, ACADEMY_API_KEY: bearer(t.tokens.admin) },
      },
    );

    const registeredToday = await admin.GET('/api/admin/users', {
      params: { query: { range: '[0,999]' } },
    });
    expect(stdout).toContain(`${registeredToday.data?.length} user(s) registered today`);
    expect(stdout).toMatch(
      new RegExp(
        `#${buyer.id} example\\.buyer@example\\.com GOLD balance 0\\.00 USD\\n  \\S+ paid 250 USD GOLD\\n`,
      ),
    );
  });
});
