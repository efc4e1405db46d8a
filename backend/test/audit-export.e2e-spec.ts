import type { ApiError, AuditEntry } from '@academy/contracts';
import { DataSource } from 'typeorm';
import { parseCsv } from './support/csv.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HEADER = [
  'id',
  'created_at',
  'actor',
  'actor_role',
  'action',
  'target_user_id',
  'payment_id',
  'before',
  'after',
];

describe('audit filters by date and the CSV export', () => {
  let t: TestApp<'admin' | 'support'>;
  let db: DataSource;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    db = t.app.get(DataSource);
    userId = (await t.student()).id;
    // Entries on known days, one of them with text a spreadsheet would run as a formula.
    await db.query(
      `INSERT INTO audit_log (actor_id, actor, actor_role, action, target_user_id, before, after, created_at)
       VALUES (NULL, 'dated.admin', 'admin', 'course', $1, '{"course":"NONE"}', '{"course":"=HYPERLINK(1)"}', '2026-03-01T10:00:00Z'),
              (NULL, 'dated.admin', 'admin', 'balance', $1, '{"balance":0}', '{"balance":5}', '2026-03-02T23:59:59.999Z'),
              (NULL, '=cmd|calc', 'admin', 'balance', $1, '{"balance":5}', '{"balance":6}', '2026-03-03T00:00:00Z')`,
      [userId],
    );
  });
  afterAll(() => t.close());

  const list = (filter: object, token = t.tokens.admin) =>
    t.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify(filter) })
      .set('Authorization', token);
  const download = (filter: object, token = t.tokens.admin) =>
    t.http
      .get('/api/admin/audit/export.csv')
      .query({ filter: JSON.stringify(filter) })
      .set('Authorization', token);
  const times = (body: unknown) => (body as AuditEntry[]).map((entry) => entry.created_at);

  describe('GET /api/admin/audit', () => {
    it('takes whole UTC days for dates, both days included', async () => {
      const march2 = await list({ from: '2026-03-02', to: '2026-03-02' }).expect(200);
      expect(times(march2.body)).toEqual(['2026-03-02T23:59:59.999Z']);
      const first2 = await list({ from: '2026-03-01', to: '2026-03-02' }).expect(200);
      expect(times(first2.body)).toEqual(['2026-03-02T23:59:59.999Z', '2026-03-01T10:00:00.000Z']);
      const since = await list({ from: '2026-03-02', targetUserId: userId }).expect(200);
      expect(times(since.body)).toEqual(['2026-03-03T00:00:00.000Z', '2026-03-02T23:59:59.999Z']);
    });

    it('takes date-times as the bounds, from included and to excluded', async () => {
      const response = await list({
        from: '2026-03-01T10:00:00.000Z',
        to: '2026-03-03T00:00:00Z',
      }).expect(200);
      expect(times(response.body)).toEqual([
        '2026-03-02T23:59:59.999Z',
        '2026-03-01T10:00:00.000Z',
      ]);
    });

    it('combines the dates with the action', async () => {
      const response = await list({ action: 'balance', from: '2026-03-01', to: '2026-03-31' });
      expect(response.headers['content-range']).toBe('audit 0-1/2');
      expect((response.body as AuditEntry[]).every((entry) => entry.action === 'balance')).toBe(
        true,
      );
    });

    it.each([
      { from: 'yesterday' },
      { to: '2026-02-30' },
      { from: 20260301 },
      { to: '2026-03-01T10:00' },
    ])('refuses %j with 400', async (filter) => {
      const response = await list(filter).expect(400);
      expect((response.body as ApiError).message).toMatch(
        /^(from|to) must be a date \(YYYY-MM-DD\) or an ISO 8601 date-time$/,
      );
    });
  });

  describe('GET /api/admin/audit/export.csv', () => {
    it('answers the filtered entries, newest first, as a CSV attachment', async () => {
      const response = await download({
        targetUserId: userId,
        from: '2026-03-01',
        to: '2026-03-03',
      }).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="audit-${today}.csv"`,
      );
      const [header, ...rows] = parseCsv(response.text);
      expect(header).toEqual(HEADER);
      expect(rows.map((row) => [row[1], row[2], row[4], row[5], row[7], row[8]])).toEqual([
        [
          '2026-03-03T00:00:00.000Z',
          "'=cmd|calc",
          'balance',
          String(userId),
          '{"balance":5}',
          '{"balance":6}',
        ],
        [
          '2026-03-02T23:59:59.999Z',
          'dated.admin',
          'balance',
          String(userId),
          '{"balance":0}',
          '{"balance":5}',
        ],
        [
          '2026-03-01T10:00:00.000Z',
          'dated.admin',
          'course',
          String(userId),
          '{"course":"NONE"}',
          '{"course":"=HYPERLINK(1)"}',
        ],
      ]);
    });

    it('exports every entry beyond a batch, each once, in the order of the list', async () => {
      await db.query(
        `INSERT INTO audit_log (actor, actor_role, action, target_user_id, after, created_at)
         SELECT 'bulk.admin', 'admin', 'balance', $1, json_build_object('balance', n),
                timestamptz '2025-06-01 00:00:00.123456+00' + (n / 3) * interval '1 second'
           FROM generate_series(1, 2500) AS n`,
        [userId],
      );
      const filter = { actor: 'bulk.admin' };
      const rows = parseCsv((await download(filter).expect(200)).text).slice(1);
      expect(rows).toHaveLength(2500);
      expect(new Set(rows.map((row) => row[0])).size).toBe(2500);
      const firstPage = (await list(filter).query({ range: '[0,9]' }).expect(200))
        .body as AuditEntry[];
      expect(rows.slice(0, 10).map((row) => Number(row[0]))).toEqual(
        firstPage.map((entry) => entry.id),
      );
    });

    it('answers 400 for a bad filter, before any download', async () => {
      const response = await download({ from: 'soon' }).expect(400);
      expect(response.headers['content-type']).toContain('application/json');
    });

    it('is audited as an export, with the filter', async () => {
      const filter = { action: 'course', from: '2026-03-01' };
      await download(filter).expect(200);
      const [entry] = (await list({ action: 'audit_export' }).expect(200)).body as AuditEntry[];
      expect(entry).toMatchObject({
        actorRole: 'admin',
        targetUserId: null,
        before: null,
        after: { filter: JSON.stringify(filter) },
      });
    });

    it('is for admins only: support gets 403, no token 401', async () => {
      await download({}, t.tokens.support).expect(403);
      await t.http.get('/api/admin/audit/export.csv').expect(401);
    });
  });
});
