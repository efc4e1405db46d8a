import { DataSource } from 'typeorm';
import type { ApiError, ExportLink } from '@academy/contracts';
import { ExportLinksService } from '../src/modules/export-links/export-links.service.js';
import { parseCsv } from './support/csv.js';
import { createTestApp, staffIdOf, type TestApp } from './support/test-app.js';

/** Enough rows for many batches of the export's reads. */
const SEEDED = 25_000;

describe('POST /api/admin/{users,audit,payments}/export-links', () => {
  let t: TestApp<'admin' | 'support'>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    db = t.app.get(DataSource);
    await db.query(
      `INSERT INTO users (email, username, lastname, contact, password_hash)
       SELECT 'linked.' || n || '@example.com', 'Linked', 'User', '+79123456789', 'x'
         FROM generate_series(1, $1::int) AS n`,
      [SEEDED],
    );
  });
  afterAll(() => t.close());

  const link = async (kind: string, filter?: object, token = t.tokens.admin) =>
    (
      await t.http
        .post(`/api/admin/${kind}/export-links`)
        .set('Authorization', token)
        .send(filter ? { filter } : {})
        .expect(201)
    ).body as ExportLink;
  /** Follows the link as a browser does: no Authorization header. */
  const follow = (url: string) => t.http.get(url);
  const exportsAudited = (action: string) =>
    db.query<{ actor: string; after: { filter: string } }[]>(
      `SELECT actor, after FROM audit_log WHERE action = $1 ORDER BY id`,
      [action],
    );

  it.each([
    ['users', 'users_export', 'id'],
    ['audit', 'audit_export', 'id'],
    ['payments', 'payment_export', 'id'],
  ])(
    'gives a link to the %s export that downloads without a token, audited',
    async (kind, action, first) => {
      const before = (await exportsAudited(action)).length;
      const issued = await link(kind);
      expect(issued.url.startsWith(`/api/admin/${kind}/signed-export.csv?`)).toBe(true);
      const lifetime = Date.parse(issued.expiresAt) - Date.now();
      expect(lifetime).toBeGreaterThan(50_000);
      expect(lifetime).toBeLessThanOrEqual(60_000);
      // Asking for the link is not the export: following it is.
      expect(await exportsAudited(action)).toHaveLength(before);

      const response = await follow(issued.url).expect(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${kind}-${today}.csv"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(parseCsv(response.text)[0][0]).toBe(first);
      const audited = await exportsAudited(action);
      expect(audited).toHaveLength(before + 1);
      expect(audited.at(-1)).toEqual({
        actor: expect.stringMatching(/^admin\./) as string,
        after: { filter: '{}' },
      });
    },
  );

  it('streams a large export with its filter, in chunks, never as one buffered body', async () => {
    const issued = await link('users', { q: 'linked.' }, t.tokens.support);
    let chunks = 0;
    const response = await follow(issued.url)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          chunks += 1;
          text += chunk;
        });
        res.on('end', () => done(null, text));
      })
      .expect(200);
    // A body built before sending would have a length; a streamed one is sent chunked.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(chunks).toBeGreaterThan(10);
    const rows = parseCsv(response.body as string).slice(1);
    expect(rows).toHaveLength(SEEDED);
    expect(new Set(rows.map((row) => row[0])).size).toBe(SEEDED);
  }, 120_000);

  it('answers a tampered link with 403 and downloads nothing', async () => {
    const issued = await link('users', { q: 'linked.1' });
    const url = new URL(issued.url, 'http://api.test');
    const tampered = (change: (query: URLSearchParams) => void) => {
      const copy = new URL(url);
      change(copy.searchParams);
      return `${copy.pathname}${copy.search}`;
    };
    const otherStaff = String(staffIdOf(t.tokens.support));
    for (const changed of [
      tampered((query) => query.set('filter', '{}')),
      tampered((query) => query.set('staff', otherStaff)),
      tampered((query) => query.set('exp', String(Number(query.get('exp')) + 3600))),
      tampered((query) => query.set('sig', `${query.get('sig')!.slice(0, -2)}AA`)),
      tampered((query) => query.delete('sig')),
      // A users link does not open the audit export.
      issued.url.replace('/users/', '/audit/'),
    ]) {
      const response = await follow(changed).expect(403);
      expect(response.body as ApiError).toMatchObject({
        code: 'LINK_INVALID',
        message: 'This download link is not valid: start the export again',
      });
    }
  });

  it('answers an expired link with 410', async () => {
    const actor = {
      kind: 'staff' as const,
      staffId: staffIdOf(t.tokens.admin),
      username: 'admin',
      role: 'admin' as const,
      sessionId: null,
    };
    const old = await t.app.get(ExportLinksService).issue(actor, 'users', {}, Date.now() - 61_000);
    const response = await follow(old.url).expect(410);
    expect((response.body as ApiError).message).toBe(
      'This download link has expired: start the export again',
    );
  });

  it('checks the staff member again when the link is followed', async () => {
    const username = `leaver.${Date.now()}`;
    const token = await t.staff('admin', username);
    const issued = await link('audit', undefined, token);
    await db.query(`UPDATE staff SET role = 'support' WHERE username = $1`, [username]);
    expect(((await follow(issued.url).expect(403)).body as ApiError).message).toBe(
      'Your role does not allow this action',
    );
    await db.query(`UPDATE staff SET role = 'admin', disabled_at = now() WHERE username = $1`, [
      username,
    ]);
    expect(((await follow(issued.url).expect(403)).body as ApiError).message).toBe(
      'The staff account that asked for this link can no longer use it',
    );
  });

  it('refuses a link to staff without the permission, and a bad filter with 400', async () => {
    await t.http
      .post('/api/admin/audit/export-links')
      .set('Authorization', t.tokens.support)
      .send({})
      .expect(403);
    await t.http.post('/api/admin/users/export-links').send({}).expect(401);
    const bad = await t.http
      .post('/api/admin/users/export-links')
      .set('Authorization', t.tokens.admin)
      .send({ filter: { activity: 'sometimes' } })
      .expect(400);
    expect((bad.body as ApiError).message).toMatch(/^activity must be one of/);
  });
});
