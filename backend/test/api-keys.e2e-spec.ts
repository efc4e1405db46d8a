import { randomUUID } from 'node:crypto';
import {
  API_KEY_SCOPES,
  type ApiError,
  type ApiKeyCreated,
  type ApiKeyRecord,
  type ApiKeyScope,
  type AuditEntry,
  type StaffPermission,
} from '@academy/contracts';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './support/test-app.js';

const RATE_LIMIT = 30;

type Call = (t: TestApp<'admin' | 'support'>, key: string) => Promise<Response>;

/** A call that needs one permission: refused before it acts (403) when the caller lacks it. */
interface Probe {
  call: Call;
  /** The answer when the caller holds the permission. */
  allowed: number;
}

const unknownPayment = randomUUID();
const MISSING_USER = 2_000_000;

/** A representative route for each scope. */
const PROBES: Record<ApiKeyScope, Probe> = {
  'users:read': { call: (t, key) => bearer(t.http.get('/api/admin/users'), key), allowed: 200 },
  'users:write': {
    call: (t, key) => bearer(t.http.post(`/api/admin/users/${MISSING_USER}/restore`), key),
    allowed: 404,
  },
  'balances:write': {
    call: (t, key) =>
      bearer(t.http.post(`/api/admin/users/${MISSING_USER}/balance-adjustments`), key).send({
        amount: 1,
      }),
    allowed: 404,
  },
  'payments:read': {
    call: (t, key) => bearer(t.http.get('/api/admin/payments'), key),
    allowed: 200,
  },
  'payments:write': {
    call: (t, key) => bearer(t.http.post(`/api/admin/payments/${unknownPayment}/confirm`), key),
    allowed: 404,
  },
  'stats:read': {
    call: (t, key) => bearer(t.http.get('/api/admin/stats/summary'), key),
    allowed: 200,
  },
  'audit:read': { call: (t, key) => bearer(t.http.get('/api/admin/audit'), key), allowed: 200 },
  'webhooks:manage': {
    call: (t, key) => bearer(t.http.get('/api/admin/webhooks'), key),
    allowed: 200,
  },
  'catalogue:read': { call: (t, key) => bearer(t.http.get('/api/admin/tiers'), key), allowed: 200 },
  'catalogue:write': {
    call: (t, key) => bearer(t.http.delete('/api/admin/tiers/no-such-tier'), key),
    allowed: 404,
  },
  'promotions:manage': {
    call: (t, key) => bearer(t.http.put('/api/admin/referral-settings'), key).send({}),
    allowed: 400,
  },
};

/** A route for each permission of the role table that is no scope: no key may ever call it. */
const OUTSIDE_SCOPES: Record<Exclude<StaffPermission, ApiKeyScope>, Call> = {
  'passwords:reset': (t, key) =>
    bearer(t.http.post(`/api/admin/users/${MISSING_USER}/password-reset`), key),
  'payments:refund': (t, key) =>
    bearer(t.http.post(`/api/admin/payments/${unknownPayment}/refund`), key).send({
      reason: 'Asked by student',
    }),
  'staff:manage': (t, key) => bearer(t.http.get('/api/admin/staff'), key),
  'api-keys:manage': (t, key) => bearer(t.http.get('/api/admin/api-keys'), key),
};

function bearer<T extends { set(name: string, value: string): T }>(call: T, key: string): T {
  return call.set('Authorization', `Bearer ${key}`);
}

describe('/api/admin/api-keys', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({
      staff: ['admin', 'support'],
      env: { API_KEY_RATE_LIMIT: String(RATE_LIMIT) },
    });
  });
  afterAll(() => t.close());

  const create = (body: object, token = t.tokens.admin) =>
    t.http.post('/api/admin/api-keys').set('Authorization', token).send(body);
  const newKey = async (scopes: readonly ApiKeyScope[], extra: object = {}) =>
    (await create({ name: `key ${randomUUID()}`, scopes, ...extra }).expect(201))
      .body as ApiKeyCreated;
  const list = async () =>
    (await t.http.get('/api/admin/api-keys').set('Authorization', t.tokens.admin).expect(200))
      .body as ApiKeyRecord[];
  const audit = async (filter: object) =>
    (
      await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify(filter) })
        .set('Authorization', t.tokens.admin)
        .expect(200)
    ).body as AuditEntry[];

  describe('POST /api/admin/api-keys', () => {
    it('answers the key once; the list shows the key without the key or its hash', async () => {
      const response = await create({ name: '  CRM sync ', scopes: ['users:read'] }).expect(201);
      const created = response.body as ApiKeyCreated;
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'CRM sync',
        scopes: ['users:read'],
        prefix: expect.stringMatching(/^ta_[0-9a-f]{12}$/),
        key: expect.stringMatching(/^ta_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/),
        createdAt: expect.any(String),
        expiresAt: null,
      });
      expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);

      const listed = await t.http
        .get('/api/admin/api-keys')
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(listed.headers['content-range']).toMatch(/^api-keys 0-\d+\/\d+$/);
      const record = (listed.body as ApiKeyRecord[]).find((key) => key.id === created.id);
      expect(record).toEqual({
        id: created.id,
        name: 'CRM sync',
        scopes: ['users:read'],
        prefix: created.prefix,
        createdAt: created.createdAt,
        createdBy: 'admin.1',
        expiresAt: null,
        lastUsedAt: null,
        lastUsedIp: null,
        revokedAt: null,
      });
      const secret = created.key.slice(created.prefix.length + 1);
      expect(listed.text).not.toContain(secret);
      const one = await t.http
        .get(`/api/admin/api-keys/${created.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(one.body).toEqual(record);

      const [row] = await t.app
        .get(DataSource)
        .query<{ key_hash: string }[]>(`SELECT key_hash FROM api_keys WHERE id = $1`, [created.id]);
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key_hash).not.toContain(secret);

      const [entry] = await audit({ action: 'api_key_create' });
      expect(entry).toMatchObject({ actor: 'admin.1', actorRole: 'admin', actorApiKeyId: null });
      expect(JSON.stringify(entry)).not.toContain(secret);
    });

    it.each([
      [{ name: '', scopes: ['users:read'] }, 'The name must be 1 to 100'],
      [{ name: '   ', scopes: ['users:read'] }, 'The name must be 1 to 100'],
      [{ scopes: ['users:read'] }, 'Name is required'],
      [{ name: 'x', scopes: ['users:read', 'root'] }, 'Each scope must be one of'],
      [{ name: 'x', scopes: ['staff:manage'] }, 'Each scope must be one of'],
      [{ name: 'x', scopes: ['api-keys:manage'] }, 'Each scope must be one of'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope'],
      [{ name: 'x', scopes: ['users:read', 'users:read'] }, 'scopes lists a scope twice'],
      [{ name: 'x', scopes: ['users:read'], expiresAt: 'tomorrow' }, 'expiresAt must be an ISO'],
      [
        { name: 'x', scopes: ['users:read'], expiresAt: '2020-01-01T00:00:00Z' },
        'expiresAt must be in the future',
      ],
    ])('refuses %j with 400', async (body, message) => {
      const response = await create(body).expect(400);
      expect(JSON.stringify(response.body as ApiError)).toContain(message);
    });

    it('is for admins only: support is refused with 403, a student token with 401', async () => {
      await create({ name: 'x', scopes: ['users:read'] }, t.tokens.support).expect(403);
      await t.http.get('/api/admin/api-keys').set('Authorization', t.tokens.support).expect(403);
      const student = await t.student();
      await t.http.get('/api/admin/api-keys').set('token', student.token).expect(401);
      await t.http
        .get('/api/admin/api-keys')
        .set('Authorization', `Bearer ${student.token}`)
        .expect(401);
    });
  });

  describe('the OpenAPI document', () => {
    type Operations = Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    const securityOf = async (path: string, method: string) =>
      ((await t.http.get('/api/docs-json').expect(200)).body as { paths: Operations }).paths[path][
        method
      ].security;

    it('offers a key beside the staff token, naming the scope each route needs', async () => {
      expect(await securityOf('/api/admin/users', 'get')).toEqual([
        { staff: [] },
        { apiKey: ['users:read'] },
      ]);
      expect(await securityOf('/api/user/overdraft/{id}', 'post')).toContainEqual({
        apiKey: ['balances:write'],
      });
    });

    it('offers no key where no scope reaches', async () => {
      expect(await securityOf('/api/admin/staff', 'get')).toEqual([{ staff: [] }]);
      expect(await securityOf('/api/admin/api-keys', 'post')).toEqual([{ staff: [] }]);
    });
  });

  describe('a key on the API', () => {
    it.each(API_KEY_SCOPES)(
      'with only %s is let through exactly the routes of that permission',
      async (scope) => {
        const { key } = await newKey([scope]);
        for (const [permission, probe] of Object.entries(PROBES)) {
          const response = await probe.call(t, key);
          expect([permission, response.status]).toEqual([
            permission,
            permission === scope ? probe.allowed : 403,
          ]);
        }
        for (const [permission, call] of Object.entries(OUTSIDE_SCOPES)) {
          expect([permission, (await call(t, key)).status]).toEqual([permission, 403]);
        }
      },
    );

    it('with every scope is still refused what no scope gives: refunds, resets, staff, keys', async () => {
      const { key } = await newKey(API_KEY_SCOPES);
      for (const [permission, call] of Object.entries(OUTSIDE_SCOPES)) {
        const response = await call(t, key);
        expect([permission, response.status]).toEqual([permission, 403]);
        expect((response.body as ApiError).message).toBe(
          "This API key's scopes do not allow this action",
        );
      }
      await bearer(t.http.post('/api/admin/api-keys'), key)
        .send({ name: 'escalate', scopes: ['users:write'] })
        .expect(403);
    });

    it('works in the X-Api-Key header too, and records its last use and address', async () => {
      const created = await newKey(['users:read']);
      await t.http.get('/api/admin/users').set('X-Api-Key', created.key).expect(200);
      const record = (await list()).find((key) => key.id === created.id);
      expect(record?.lastUsedAt).not.toBeNull();
      expect(record?.lastUsedIp).toMatch(/127\.0\.0\.1|::1/);
    });

    it.each([
      ['a malformed key', 'ta_nothing'],
      ['an unknown key', `ta_0123456789ab_${'A'.repeat(43)}`],
    ])('answers 401 to %s, in either header', async (_name, key) => {
      const bearerResponse = await bearer(t.http.get('/api/admin/users'), key).expect(401);
      expect((bearerResponse.body as ApiError).message).toBe('Invalid API key');
      await t.http.get('/api/admin/users').set('X-Api-Key', key).expect(401);
    });

    it('answers 401 to a known prefix with another secret', async () => {
      const { prefix } = await newKey(['users:read']);
      await bearer(t.http.get('/api/admin/users'), `${prefix}_${'B'.repeat(43)}`).expect(401);
    });

    it('is refused with 401 at once after it is revoked; revoking is audited', async () => {
      const created = await newKey(['users:read']);
      await bearer(t.http.get('/api/admin/users'), created.key).expect(200);
      const revoked = await t.http
        .delete(`/api/admin/api-keys/${created.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect((revoked.body as ApiKeyRecord).revokedAt).not.toBeNull();
      const refused = await bearer(t.http.get('/api/admin/users'), created.key).expect(401);
      expect((refused.body as ApiError).message).toBe('This API key has been revoked');
      await t.http
        .delete(`/api/admin/api-keys/${created.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      const entries = (await audit({ action: 'api_key_revoke' })).filter(
        (entry) => entry.before?.id === created.id,
      );
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor: 'admin.1', after: { prefix: created.prefix } });
      await t.http
        .delete(`/api/admin/api-keys/${MISSING_USER}`)
        .set('Authorization', t.tokens.admin)
        .expect(404);
      await t.http
        .delete(`/api/admin/api-keys/${created.id}`)
        .set('Authorization', t.tokens.support)
        .expect(403);
    });

    it('is refused with 401 once it has expired', async () => {
      const created = await newKey(['users:read'], {
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      await bearer(t.http.get('/api/admin/users'), created.key).expect(200);
      await t.app
        .get(DataSource)
        .query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [
          created.id,
        ]);
      const refused = await bearer(t.http.get('/api/admin/users'), created.key).expect(401);
      expect((refused.body as ApiError).message).toBe('This API key has expired');
    });

    it('is named in the audit row of every change made with it, and the ledger names no staff', async () => {
      const created = await newKey(['balances:write']);
      const student = await t.student();
      await bearer(t.http.post(`/api/admin/users/${student.id}/balance-adjustments`), created.key)
        .send({ amount: 7, reason: 'Partner bonus' })
        .expect(200);
      const entries = await audit({ actorApiKeyId: created.id });
      expect(entries).toEqual([
        expect.objectContaining({
          actor: `api-key:${created.prefix}`,
          actorRole: null,
          actorApiKeyId: created.id,
          action: 'balance',
          targetUserId: student.id,
          after: { balance: 7, reason: 'Partner bonus' },
        }),
      ]);
      expect(await audit({ actor: `api-key:${created.prefix}` })).toEqual(entries);
      const [entry] = await t.ledger(student.id);
      expect(entry).toMatchObject({ staffId: null });
    });

    it('keeps its Idempotency-Key answers apart from a staff member using the same key', async () => {
      const created = await newKey(['balances:write']);
      const student = await t.student();
      const idempotencyKey = randomUUID();
      const adjust = (authorization: string) =>
        t.http
          .post(`/api/admin/users/${student.id}/balance-adjustments`)
          .set('Authorization', authorization)
          .set('Idempotency-Key', idempotencyKey)
          .send({ amount: 3 })
          .expect(200);
      await adjust(`Bearer ${created.key}`);
      await adjust(`Bearer ${created.key}`);
      await adjust(t.tokens.admin);
      expect((await t.ledger(student.id)).map((entry) => Number(entry.delta))).toEqual([3, 3]);
    });

    it('answers 503, never 401, while its row cannot be read, and works again after', async () => {
      const created = await newKey(['users:read']);
      const db = t.app.get(DataSource);
      await db.query('ALTER TABLE api_keys RENAME TO api_keys_away');
      try {
        const response = await bearer(t.http.get('/api/admin/users'), created.key).expect(503);
        expect((response.body as ApiError).code).toBe('SERVICE_UNAVAILABLE');
      } finally {
        await db.query('ALTER TABLE api_keys_away RENAME TO api_keys');
      }
      await bearer(t.http.get('/api/admin/users'), created.key).expect(200);
    });

    it('is limited per key: past API_KEY_RATE_LIMIT a minute, 429 with Retry-After; another key is not', async () => {
      const busy = await newKey(['users:read']);
      const calm = await newKey(['users:read']);
      for (let call = 0; call < RATE_LIMIT; call += 1) {
        await t.http.get('/api/admin/stats/summary').set('X-Api-Key', busy.key).expect(403);
      }
      const refused = await bearer(t.http.get('/api/admin/users'), busy.key).expect(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      await bearer(t.http.get('/api/admin/users'), calm.key).expect(200);
      await t.http.get('/api/admin/users').set('Authorization', t.tokens.support).expect(200);
    });
  });
});
