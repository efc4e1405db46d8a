import { DataSource } from 'typeorm';
import type { AuditEntry, User } from '@academy/contracts';
import { LIST_COUNT_CAP } from '../src/common/http/list-page.js';
import { AuditService } from '../src/modules/audit/audit.service.js';
import { StatsService } from '../src/modules/stats/stats.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The lists' totals, deep pages and cursors, on more rows than a filtered count reads. */
describe('back-office list pages', () => {
  let t: TestApp<'admin'>;
  let db: DataSource;

  const list = (path: string, query: Record<string, string>) =>
    t.http.get(path).set('Authorization', t.tokens.admin).query(query).expect(200);
  const range = (first: number, last: number) => JSON.stringify([first, last]);
  const total = (contentRange: string) => Number(contentRange.split('/').pop());
  const undeletedCount = async () =>
    Number(
      (
        await db.query<[{ count: string }]>('SELECT count(*) FROM users WHERE deleted_at IS NULL')
      )[0].count,
    );

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
    db = t.app.get(DataSource);
    // More users than a filtered count reads; every third one on GOLD, the rest without a course.
    await db.query(
      `INSERT INTO users (email, username, lastname, contact, password_hash, course, created_at)
       SELECT 'list.' || n || '@example.com', 'List', 'Student', '', 'not-a-hash',
              CASE WHEN n % 3 = 0 THEN 'GOLD' ELSE 'NONE' END,
              timestamptz '2026-01-01T00:00:00Z' + n * interval '1 second'
                + (n % 7) * interval '1 microsecond'
         FROM generate_series(1, $1::int) AS n`,
      [LIST_COUNT_CAP + 500],
    );
    // Entries sharing one created_at, so that only the id tells their order apart.
    await db.query(
      `INSERT INTO audit_log (actor, actor_role, action, before, after, created_at)
       SELECT 'system', 'admin', 'balance', NULL, jsonb_build_object('n', n),
              timestamptz '2026-02-01T00:00:00Z' + (n / 3) * interval '1 millisecond'
         FROM generate_series(1, $1::int) AS n`,
      [LIST_COUNT_CAP + 20],
    );
  }, 120_000);

  afterAll(() => t.close());

  it('answers the unfiltered total exactly from the maintained count as users register and go', async () => {
    const stats = t.app.get(StatsService);
    const check = async () => {
      const response = await list('/api/admin/users', { range: range(0, 9) });
      expect(response.headers['x-total-exact']).toBe('true');
      expect(total(response.headers['content-range'])).toBe(await undeletedCount());
    };
    await check();
    const { id } = await t.student({ email: 'joins.later@example.com' });
    await check();
    await t.http.delete(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(200);
    await check();
    await stats.compact();
    await check();
    await t.student({ email: 'joins.after.folding@example.com' });
    await check();
  });

  it('caps a broad filtered count and says its total is a lower bound', async () => {
    const broad = await list('/api/admin/users', {
      range: range(0, 24),
      filter: JSON.stringify({ createdFrom: '2020-01-01' }),
    });
    expect(broad.headers['x-total-exact']).toBe('false');
    expect(broad.headers['content-range']).toBe(`users 0-24/${LIST_COUNT_CAP + 1}`);

    // A page past the cap proves more rows: the bound rises to them.
    const deeper = await list('/api/admin/users', {
      range: range(LIST_COUNT_CAP, LIST_COUNT_CAP + 24),
      filter: JSON.stringify({ createdFrom: '2020-01-01' }),
    });
    expect(deeper.headers['x-total-exact']).toBe('false');
    expect(total(deeper.headers['content-range'])).toBe(LIST_COUNT_CAP + 26);

    const narrow = await list('/api/admin/users', {
      range: range(0, 24),
      filter: JSON.stringify({ course: 'GOLD' }),
    });
    const [{ count: gold }] = await db.query<[{ count: string }]>(
      `SELECT count(*) FROM users WHERE deleted_at IS NULL AND upper(course) = 'GOLD'`,
    );
    expect(narrow.headers['x-total-exact']).toBe('true');
    expect(total(narrow.headers['content-range'])).toBe(Number(gold));
  });

  it.each([
    ['created_at', 'DESC', 'created_at DESC, id DESC'],
    ['created_at', 'ASC', 'created_at ASC, id ASC'],
    ['id', 'ASC', 'id ASC'],
  ])(
    'reads deep pages sorted by %s %s as the rows at those positions',
    async (field, order, sql) => {
      const count = await undeletedCount();
      for (const first of [1500, Math.floor(count / 2) - 3, count - 30, count - 5]) {
        const response = await list('/api/admin/users', {
          range: range(first, first + 19),
          sort: JSON.stringify([field, order]),
        });
        const expected = await db.query<{ id: number }[]>(
          `SELECT id FROM users WHERE deleted_at IS NULL ORDER BY ${sql} OFFSET $1 LIMIT 20`,
          [first],
        );
        expect((response.body as User[]).map((user) => user.id)).toEqual(
          expected.map((row) => row.id),
        );
        expect(response.headers['content-range']).toBe(
          `users ${first}-${first + expected.length - 1}/${count}`,
        );
      }
    },
  );

  it.each([
    ['DESC', 'created_at DESC, id DESC'],
    ['ASC', 'created_at ASC, id ASC'],
  ])(
    'finds a deep page sorted by created_at %s within the one date its first row was registered on',
    async (order, sql) => {
      // Ten students a day over 200 days of 2025, before everyone else; deleted ones are not listed.
      await db.query(
        `INSERT INTO users (email, username, lastname, contact, password_hash, created_at, deleted_at)
         SELECT 'dated.' || n || '@example.com', 'Dated', 'Student', '', 'not-a-hash',
                timestamptz '2025-01-01T00:00:00Z' + (n / 10) * interval '1 day'
                  + (n * 7919 % 86400) * interval '1 second',
                CASE WHEN n % 17 = 0 THEN now() END
           FROM generate_series(0, 2199) AS n
          WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = 'dated.0@example.com')`,
      );
      await t.app.get(StatsService).compact();
      await t.student({ email: `dated.after.${order.toLowerCase()}@example.com` });
      const count = await undeletedCount();
      const positions = order === 'ASC' ? [1000, 1234, 1789] : [count - 1789, count - 1234];
      for (const first of positions) {
        const { result: response, sql: statements } = await statementsOf(() =>
          list('/api/admin/users', {
            range: range(first, first + 19),
            sort: JSON.stringify(['created_at', order]),
          }),
        );
        const expected = await db.query<{ id: number }[]>(
          `SELECT id FROM users WHERE deleted_at IS NULL ORDER BY ${sql} OFFSET $1 LIMIT 20`,
          [first],
        );
        expect((response.body as User[]).map((user) => user.id)).toEqual(
          expected.map((row) => row.id),
        );
        // Whole dates are counted off from the maintained totals: no more than a date is skipped.
        const skipped = statements.flatMap((text) =>
          [...text.matchAll(/OFFSET (\d+)/g)].map((match) => Number(match[1])),
        );
        expect(Math.max(0, ...skipped)).toBeLessThan(10);
      }
    },
  );

  it('reads a deep filtered page as the rows at those positions', async () => {
    const response = await list('/api/admin/users', {
      range: range(2000, 2009),
      filter: JSON.stringify({ course: 'GOLD' }),
    });
    const expected = await db.query<{ id: number }[]>(
      `SELECT id FROM users WHERE deleted_at IS NULL AND upper(course) = 'GOLD'
        ORDER BY created_at DESC, id DESC OFFSET 2000 LIMIT 10`,
    );
    expect((response.body as User[]).map((user) => user.id)).toEqual(expected.map((row) => row.id));
  });

  it('counts a balance range on the undeleted users by their balance index alone', async () => {
    const plan = await db.transaction(async (manager) => {
      // The table here is small: only the choice between indexes is the one a million rows make.
      await manager.query('SET LOCAL enable_seqscan = off');
      await manager.query('SET LOCAL enable_bitmapscan = off');
      return manager.query<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN SELECT count(*) FROM (SELECT 1 FROM users
           WHERE deleted_at IS NULL AND balance >= 100 AND balance <= 500 LIMIT 10001) AS capped`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'Index Only Scan using users_listed_balance',
    );
  });

  it('lets the planner know how common a course is, so a search is not intersected with it', async () => {
    await db.query('ANALYZE users');
    const [{ count: gold }] = await db.query<[{ count: string }]>(
      `SELECT count(*) FROM users WHERE deleted_at IS NULL AND upper(course) = 'GOLD'`,
    );
    const [{ 'QUERY PLAN': plan }] = await db.query<
      [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }]
    >(`EXPLAIN (FORMAT JSON) SELECT id FROM users WHERE upper(course) = 'GOLD'`);
    const estimate = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows'];
    expect(estimate).toBeGreaterThan(Number(gold) / 2);
    expect(estimate).toBeLessThan(Number(gold) * 2);
  });

  /** Runs `request` and answers it with the SQL statements the API ran for it. */
  const statementsOf = async <T>(
    request: () => Promise<T>,
  ): Promise<{ result: T; sql: string[] }> => {
    const runner = db.createQueryRunner();
    const prototype = Object.getPrototypeOf(runner) as { query: (sql: string) => unknown };
    await runner.release();
    const spy = vi.spyOn(prototype, 'query');
    try {
      const result = await request();
      return { result, sql: spy.mock.calls.map(([sql]) => sql) };
    } finally {
      spy.mockRestore();
    }
  };

  it.each([
    ['created_at', 'DESC', 'created_at DESC, id DESC'],
    ['id', 'ASC', 'id ASC'],
    ['email', 'ASC', 'lower(email) ASC, id ASC'],
  ])(
    'reads a search sorted by %s %s once, and pages among its matches exactly',
    async (field, order, sql) => {
      // list.1, list.10 to list.19, … list.10000 to list.10500: more than a page, fewer than the cap.
      const filter = JSON.stringify({ q: 'LIST.1' });
      const expected = await db.query<{ id: number }[]>(
        `SELECT id FROM users WHERE deleted_at IS NULL AND lower(email) LIKE '%list.1%'
          ORDER BY ${sql}`,
      );
      const ids = expected.map((row) => row.id);
      for (const first of [0, 40, 1200, ids.length - 10]) {
        const { result: response, sql: statements } = await statementsOf(() =>
          list('/api/admin/users', {
            range: range(first, first + 24),
            sort: JSON.stringify([field, order]),
            filter,
          }),
        );
        expect((response.body as User[]).map((user) => user.id)).toEqual(
          ids.slice(first, first + 25),
        );
        expect(response.headers['x-total-exact']).toBe('true');
        expect(total(response.headers['content-range'])).toBe(ids.length);
        // One trigram scan per page, not one for the page and another for its count.
        expect(statements.filter((text) => /LIKE/.test(text))).toHaveLength(1);
      }
      if (field !== 'email') {
        const first = await list('/api/admin/users', {
          range: range(0, 24),
          sort: JSON.stringify([field, order]),
          filter,
        });
        const next = await list('/api/admin/users', {
          range: range(25, 49),
          sort: JSON.stringify([field, order]),
          filter,
          cursor: first.headers['x-next-cursor'],
        });
        expect((next.body as User[]).map((user) => user.id)).toEqual(ids.slice(25, 50));
        expect(total(next.headers['content-range'])).toBe(ids.length);
      }
    },
  );

  it('caps the total of a search that matches more than a count reads', async () => {
    const { result: response, sql: statements } = await statementsOf(() =>
      list('/api/admin/users', { range: range(0, 24), filter: JSON.stringify({ q: 'list.' }) }),
    );
    const expected = await db.query<{ id: number }[]>(
      `SELECT id FROM users WHERE deleted_at IS NULL AND lower(email) LIKE '%list.%'
        ORDER BY created_at DESC, id DESC LIMIT 25`,
    );
    expect((response.body as User[]).map((user) => user.id)).toEqual(expected.map((row) => row.id));
    expect(response.headers['x-total-exact']).toBe('false');
    expect(total(response.headers['content-range'])).toBe(LIST_COUNT_CAP + 1);
    // The matches read for the ids already told the count: the page is the only other scan.
    expect(statements.filter((text) => /LIKE/.test(text))).toHaveLength(2);
  });

  it('looks for a q with more than digits in it among e-mails and phones, never ids', async () => {
    const { sql: statements } = await statementsOf(() =>
      list('/api/admin/users', { range: range(0, 24), filter: JSON.stringify({ q: 'list.12' }) }),
    );
    const searches = statements.filter((text) => /LIKE/.test(text));
    expect(searches.length).toBeGreaterThan(0);
    for (const text of searches) expect(text).not.toMatch(/"id"::text LIKE|id::text LIKE/i);
  });

  it('walks every user once by cursor while others register and one goes', async () => {
    const before = await db.query<{ id: number }[]>(
      `SELECT id FROM users WHERE deleted_at IS NULL AND upper(course) = 'GOLD'`,
    );
    const seen: number[] = [];
    let cursor: string | undefined;
    let gone: number | undefined;
    for (let page = 0; page < 1000; page++) {
      const response = await list('/api/admin/users', {
        range: range(page * 250, page * 250 + 249),
        filter: JSON.stringify({ course: 'GOLD' }),
        ...(cursor ? { cursor } : {}),
      });
      const ids = (response.body as User[]).map((user) => user.id);
      seen.push(...ids);
      // Newer students land on pages already read (newest first): none must shift a row over.
      await db.query(
        `INSERT INTO users (email, username, lastname, contact, password_hash, course)
         SELECT 'walk.' || $1 || '.' || n || '@example.com', 'Walk', 'New', '', 'x', 'GOLD'
           FROM generate_series(1, 3) AS n`,
        [page],
      );
      if (page === 2) {
        // One not yet read leaves: it is simply not listed.
        [{ id: gone }] = await db.query<[{ id: number }]>(
          `SELECT min(id) AS id FROM users WHERE deleted_at IS NULL AND upper(course) = 'GOLD'`,
        );
        await db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [gone]);
      }
      cursor = response.headers['x-next-cursor'];
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const expected = before.map((row) => row.id).filter((id) => id !== gone);
    expect([...seen].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it('refuses a cursor for another sort, a forged one, and one where no keyset is offered', async () => {
    const first = await list('/api/admin/users', { range: range(0, 9) });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const refused = (query: Record<string, string>) =>
      t.http
        .get('/api/admin/users')
        .set('Authorization', t.tokens.admin)
        .query({ range: range(10, 19), ...query })
        .expect(400);
    await refused({ cursor, sort: JSON.stringify(['created_at', 'ASC']) });
    await refused({ cursor, sort: JSON.stringify(['email', 'DESC']) });
    await refused({
      cursor: Buffer.from('["created_at","DESC","now()","1"]').toString('base64url'),
    });
    await refused({ cursor: 'not a cursor' });
    await t.http
      .get('/api/admin/staff')
      .set('Authorization', t.tokens.admin)
      .query({ cursor })
      .expect(400);
  });

  it('pages the audit log by cursor in id order within one instant, with a capped total', async () => {
    const first = await list('/api/admin/audit', { range: range(0, 999) });
    expect(first.headers['x-total-exact']).toBe('false');
    expect(total(first.headers['content-range'])).toBe(LIST_COUNT_CAP + 1);
    const seen = (first.body as AuditEntry[]).map((entry) => entry.id);
    let cursor = first.headers['x-next-cursor'] as string | undefined;
    while (cursor) {
      const next = await list('/api/admin/audit', { range: range(0, 999), cursor });
      seen.push(...(next.body as AuditEntry[]).map((entry) => entry.id));
      cursor = next.headers['x-next-cursor'];
    }
    const expected = await db.query<{ id: string }[]>(
      'SELECT id FROM audit_log ORDER BY created_at DESC, id DESC',
    );
    expect(seen).toEqual(expected.map((row) => Number(row.id)));
  });

  it('finds a deep audit page within the one date its first entry was written on', async () => {
    const audit = t.app.get(AuditService);
    // Ten entries a day over 300 days of 2024, older than the rest; some folded before the read.
    await db.query(
      `INSERT INTO audit_log (actor, actor_role, action, before, after, created_at)
       SELECT 'system', 'admin', 'balance', NULL, jsonb_build_object('n', n),
              timestamptz '2024-01-01T00:00:00Z' + (n / 10) * interval '1 day'
                + (n * 7919 % 86400) * interval '1 second'
         FROM generate_series(0, 1999) AS n`,
    );
    await audit.compact();
    await db.query(
      `INSERT INTO audit_log (actor, actor_role, action, before, after, created_at)
       SELECT 'system', 'admin', 'balance', NULL, jsonb_build_object('n', n),
              timestamptz '2024-01-01T00:00:00Z' + (n / 10) * interval '1 day'
                + (n * 7919 % 86400) * interval '1 second'
         FROM generate_series(2000, 2999) AS n`,
    );
    // An entry moved to another date counts on its new date.
    await db.query(
      `UPDATE audit_log SET created_at = created_at - interval '3 days'
        WHERE after = jsonb_build_object('n', 2500)`,
    );
    const [{ count }] = await db.query<[{ count: string }]>('SELECT count(*) FROM audit_log');
    for (const [order, sql] of [
      ['DESC', 'created_at DESC, id DESC'],
      ['ASC', 'created_at ASC, id ASC'],
    ]) {
      const positions = order === 'ASC' ? [1000, 2345] : [Number(count) - 2345];
      for (const first of positions) {
        const { result: response, sql: statements } = await statementsOf(() =>
          list('/api/admin/audit', {
            range: range(first, first + 19),
            sort: JSON.stringify(['created_at', order]),
          }),
        );
        const expected = await db.query<{ id: string }[]>(
          `SELECT id FROM audit_log ORDER BY ${sql} OFFSET $1 LIMIT 20`,
          [first],
        );
        expect((response.body as AuditEntry[]).map((entry) => entry.id)).toEqual(
          expected.map((row) => Number(row.id)),
        );
        const skipped = statements.flatMap((text) =>
          [...text.matchAll(/OFFSET (\d+)/g)].map((match) => Number(match[1])),
        );
        expect(Math.max(0, ...skipped)).toBeLessThan(20);
      }
    }
    await audit.compact();
    const perDay = await db.query<{ day: string; entries: string }[]>(
      `SELECT day::text, entries::text FROM audit_log_daily ORDER BY day`,
    );
    const counted = await db.query<{ day: string; entries: string }[]>(
      `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::text AS entries
         FROM audit_log GROUP BY 1 ORDER BY 1`,
    );
    expect(perDay.filter((row) => row.entries !== '0')).toEqual(counted);
  });

  it('tells an exact total on a short page of a broad list', async () => {
    const [{ count }] = await db.query<[{ count: string }]>('SELECT count(*) FROM audit_log');
    const last = Number(count) - 3;
    const response = await list('/api/admin/audit', { range: range(last, last + 9) });
    expect(response.headers['x-total-exact']).toBe('true');
    expect(response.headers['content-range']).toBe(`audit ${last}-${Number(count) - 1}/${count}`);
  });
});
