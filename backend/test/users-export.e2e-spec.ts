import { DataSource, SelectQueryBuilder } from 'typeorm';
import type { ApiError, AuditEntry, User } from '@academy/contracts';
import { parseCsv } from './support/csv.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HEADER = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'balance',
  'course',
  'overdraft',
  'created_at',
  'last_activity',
];
const SEEDED = 1500;

describe('GET /api/admin/users/export.csv', () => {
  let t: TestApp<'admin' | 'support'>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    db = t.app.get(DataSource);
    // Three users share each created_at, so the export must page on (created_at, id), not on
    // created_at alone; the microseconds are more than a JavaScript Date holds.
    await db.query(
      `INSERT INTO users (email, username, lastname, contact, password_hash, balance, course,
                          created_at, last_activity)
       SELECT 'bulkexp.' || n || '@example.com', 'Seeded', 'User' || n,
              '+7 912 ' || lpad(n::text, 7, '0'), 'x', n % 100 + 0.5,
              (ARRAY['NONE', 'SILVER', 'GOLD', 'PLATINUM'])[1 + n % 4],
              timestamptz '2025-01-01 00:00:00.123456+00' + (n / 3) * interval '1 minute',
              CASE WHEN n % 2 = 0 THEN now() END
         FROM generate_series(1, $1::int) AS n`,
      [SEEDED],
    );
  });
  afterAll(() => t.close());

  const download = (filter?: object, token = t.tokens.admin) =>
    t.http
      .get('/api/admin/users/export.csv')
      .query(filter ? { filter: JSON.stringify(filter) } : {})
      .set('Authorization', token);
  const rows = (text: string) => parseCsv(text).slice(1);

  it('answers a CSV attachment named after the date', async () => {
    const response = await download().expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="users-${today}.csv"`,
    );
    expect(parseCsv(response.text)[0]).toEqual(HEADER);
  });

  it('lists every user, beyond any page size, newest first, each once', async () => {
    const student = await t.student({ username: 'Newest' });
    const deleted = await t.student();
    await t.http
      .delete(`/api/admin/users/${deleted.id}`)
      .set('Authorization', t.tokens.admin)
      .expect(200);

    const all = rows((await download().expect(200)).text);
    expect(all).toHaveLength(SEEDED + 1);
    const ids = all.map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(deleted.id);
    expect(ids[0]).toBe(student.id);
    const order = all.map((row) => [Date.parse(row[8]), Number(row[0])] as const);
    for (let i = 1; i < order.length; i += 1) {
      const [at, id] = order[i];
      const [previousAt, previousId] = order[i - 1];
      expect(at < previousAt || (at === previousAt && id < previousId)).toBe(true);
    }
  });

  it('writes each column as the API shows the user', async () => {
    const all = rows((await download({ q: 'bulkexp.8@' }).expect(200)).text);
    expect(all).toHaveLength(1);
    const id = Number(all[0][0]);
    const user = (
      await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(200)
    ).body as User;
    expect(all[0]).toEqual([
      String(user.id),
      'Seeded',
      'User8',
      'bulkexp.8@example.com',
      `'${user.contact}`,
      '8.50',
      'NONE',
      'false',
      user.created_at,
      user.last_activity,
    ]);
    const odd = rows((await download({ q: 'bulkexp.7@' }).expect(200)).text);
    expect(odd[0][9]).toBe('');
  });

  it('exports what the list finds for the same filter', async () => {
    for (const filter of [{ q: 'bulkexp.1' }, { q: '912 0001 23' }, { course: 'gold' }]) {
      const listed = await t.http
        .get('/api/admin/users')
        .query({ filter: JSON.stringify(filter), range: '[0,999]' })
        .set('Authorization', t.tokens.admin)
        .expect(200);
      const total = Number(/\/(\d+)$/.exec(listed.headers['content-range'])![1]);
      const exported = rows((await download(filter).expect(200)).text);
      expect(exported).toHaveLength(total);
      expect(total).toBeGreaterThan(0);
      expect(exported.map((row) => Number(row[0])).sort()).toEqual(
        (listed.body as User[]).map((user) => user.id).sort(),
      );
    }
  });

  it('answers only the header when nobody matches', async () => {
    const response = await download({ q: 'nobody-at-all' }).expect(200);
    expect(response.text).toBe(`${HEADER.join(',')}\r\n`);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    const { id } = await t.student({ email: 'tricky@example.com' });
    await db.query(`UPDATE users SET username = $1, lastname = $2, course = $3 WHERE id = $4`, [
      '=HYPERLINK("http://evil.example","click")',
      'Smith, "Jr"\r\nthe second',
      '@SUM(1+1)',
      id,
    ]);
    const response = await download({ q: 'tricky@' }).expect(200);
    const text = response.text;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"Smith, ""Jr""\r\nthe second"`);
    const [row] = rows(text);
    expect(row.slice(1, 5)).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      'Smith, "Jr"\r\nthe second',
      'tricky@example.com',
      "'+7 912 345 67 89",
    ]);
    expect(row[6]).toBe("'@SUM(1+1)");
  });

  it('answers a filter that is not a JSON object with 400 JSON', async () => {
    for (const [filter, message] of [
      ['{"q":', 'filter must be JSON'],
      ['[1]', 'filter must be a JSON object'],
      ['{"q":5}', 'q must be text of at most 254 characters'],
    ] as const) {
      const response = await t.http
        .get('/api/admin/users/export.csv')
        .query({ filter })
        .set('Authorization', t.tokens.admin)
        .expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect((response.body as ApiError).message).toBe(message);
    }
    await t.http
      .get('/api/admin/users/export.csv')
      .query({ sort: '["id","ASC"]' })
      .set('Authorization', t.tokens.admin)
      .expect(400);
  });

  it('is for staff: support may export, a student or no token may not', async () => {
    const response = await download({ q: 'bulkexp.9@' }, t.tokens.support).expect(200);
    expect(rows(response.text)).toHaveLength(1);
    const student = await t.student();
    await t.http.get('/api/admin/users/export.csv').set('token', student.token).expect(401);
    await t.http
      .get('/api/admin/users/export.csv')
      .set('Authorization', `Bearer ${student.token}`)
      .expect(401);
    await t.http.get('/api/admin/users/export.csv').expect(401);
  });

  it('audits each export with the staff member and the filter', async () => {
    await download({ q: 'bulkexp.9@' }, t.tokens.support).expect(200);
    const { body } = await t.http
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify({ action: 'users_export' }), sort: '["id","DESC"]' })
      .set('Authorization', t.tokens.admin)
      .expect(200);
    const [latest] = body as AuditEntry[];
    expect(latest).toMatchObject({
      actorRole: 'support',
      action: 'users_export',
      targetUserId: null,
    });
    expect(latest?.after).toEqual({ filter: JSON.stringify({ q: 'bulkexp.9@' }) });
  });

  it('breaks the download off, never a complete-looking file, when a later batch fails', async () => {
    const read = SelectQueryBuilder.prototype.getRawMany;
    let batches = 0;
    const failSecondBatch = vi
      .spyOn(SelectQueryBuilder.prototype, 'getRawMany')
      .mockImplementation(function (this: SelectQueryBuilder<object>) {
        batches += 1;
        if (batches === 2) return Promise.reject(new Error('connection lost mid-export'));
        return read.call(this);
      });
    try {
      const outcome = await download({}, t.tokens.admin).then(
        (response) => ({ status: response.status, text: response.text }),
        (error: Error) => ({ error: error.message }),
      );
      expect(batches).toBe(2);
      // The client sees an aborted transfer, not a 200 whose body merely stops early.
      expect(outcome).toHaveProperty('error');
    } finally {
      failSecondBatch.mockRestore();
    }
  });
});
