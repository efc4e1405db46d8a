import type { ApiError } from '@academy/contracts';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('authentication while the database is failing', () => {
  let t: TestApp<'admin'>;
  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
  });
  afterAll(() => t.close());

  const expectUnavailable = (body: unknown) =>
    expect((body as ApiError).code).toBe('SERVICE_UNAVAILABLE');

  /** A token whose session this process has not seen yet: checking it needs the database. */
  const unseenToken = async (email: string) =>
    (await t.http.post('/api/login').send({ email, password: STRONG_PASSWORD }).expect(200)).body
      .token as string;

  it('answers 503, never 401, when the accounts cannot be read, and signs in again after', async () => {
    const student = await t.student();
    const token = await unseenToken(student.email);
    const db = t.app.get(DataSource);
    await db.query('ALTER TABLE users RENAME TO users_away');
    await db.query('ALTER TABLE staff RENAME TO staff_away');
    try {
      expectUnavailable((await t.http.get('/api/user').set('token', token).expect(503)).body);
      expectUnavailable(
        (await t.http.get('/api/admin/users').set('authorization', t.tokens.admin).expect(503))
          .body,
      );
      const login = await t.http
        .post('/api/login')
        .send({ email: student.email, password: 'anything-at-all' })
        .expect(503);
      expectUnavailable(login.body);
      const staffLogin = await t.http
        .post('/api/admin/login')
        .send({ username: 'admin.1', password: 'anything-at-all' })
        .expect(503);
      expectUnavailable(staffLogin.body);
    } finally {
      await db.query('ALTER TABLE users_away RENAME TO users');
      await db.query('ALTER TABLE staff_away RENAME TO staff');
    }
    await t.http.get('/api/user').set('token', token).expect(200);
    await t.http.get('/api/admin/users').set('authorization', t.tokens.admin).expect(200);
  });

  it('keeps answering a signed-in student already checked from memory while the accounts cannot be read', async () => {
    const student = await t.student();
    const db = t.app.get(DataSource);
    await db.query('ALTER TABLE users RENAME TO users_away');
    try {
      const me = await t.http.get('/api/user').set('token', student.token).expect(200);
      expect(me.body.data.email).toBe(student.email);
    } finally {
      await db.query('ALTER TABLE users_away RENAME TO users');
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('DATABASE_STATEMENT_TIMEOUT_MS on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '1000' } });
  });
  afterAll(() => t.close());

  it('answers 503 instead of hanging while a lock holds the accounts', async () => {
    const student = await t.student();
    const token = (
      await t.http.post('/api/login').send({ email: student.email, password: STRONG_PASSWORD })
    ).body.token as string;
    const holder = t.app.get(DataSource).createQueryRunner();
    await holder.startTransaction();
    await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    try {
      const started = performance.now();
      const response = await t.http.get('/api/user').set('token', token).expect(503);
      expect((response.body as ApiError).code).toBe('SERVICE_UNAVAILABLE');
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    await t.http.get('/api/user').set('token', token).expect(200);
  });
});
