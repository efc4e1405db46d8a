import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { ApiError, BulkBalanceJob } from '@academy/contracts';
import { BulkBalanceWorker } from '../src/modules/users/bulk-balance/bulk-balance.worker.js';
import { finishedJob, jobWhen } from './support/bulk-jobs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** More users than the old in-request limit of 10,000. */
const MANY = 10_050;

/** Students `tag.<n>@example.com` for n in [from, to], straight into the table. */
function insertUsers(db: DataSource, tag: string, from: number, to: number) {
  return db.query(
    `INSERT INTO users (email, username, lastname, contact, password_hash)
     SELECT $1 || '.' || n || '@example.com', 'Many', 'Users', '+79123456789', 'x'
       FROM generate_series($2::int, $3::int) AS n`,
    [tag, from, to],
  );
}

async function count(db: DataSource, sql: string, parameters: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ count: number }[]>(sql, parameters);
  return Number(row.count);
}

/** Every user of the tag changed exactly once: one ledger row each, and the balance it says. */
async function expectEachChangedOnce(db: DataSource, tag: string, delta: number, users: number) {
  const [row] = await db.query<{ users: number; ledger: number; wrong: number }[]>(
    `SELECT count(DISTINCT account.id)::int AS users,
            count(ledger.id)::int AS ledger,
            count(*) FILTER (WHERE account.balance <> $2 OR ledger.delta <> $2)::int AS wrong
       FROM users account JOIN balance_ledger ledger ON ledger.user_id = account.id
      WHERE account.email LIKE $1`,
    [`${tag}.%`, delta],
  );
  expect(row).toEqual({ users, ledger: users, wrong: 0 });
}

describe('bulk balance jobs', () => {
  let t: TestApp<'admin' | 'support'>;
  let db: DataSource;
  let worker: BulkBalanceWorker;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    db = t.app.get(DataSource);
    worker = t.app.get(BulkBalanceWorker);
  });
  afterAll(() => t.close());

  const start = (body: object, headers: Record<string, string> = {}, token = t.tokens.admin) =>
    t.http
      .post('/api/admin/users/bulk-balance')
      .set('Authorization', token)
      .set(headers)
      .send(body);
  const job = async (id: string) =>
    (
      await t.http
        .get(`/api/admin/users/bulk-balance/jobs/${id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200)
    ).body as BulkBalanceJob;

  it(`changes ${MANY} users in the background, each once, reporting progress as it goes`, async () => {
    await insertUsers(db, 'many', 1, MANY);
    const response = await start({ filter: { q: 'many.' }, mode: 'add', amount: 1 }).expect(202);
    const queued = response.body as BulkBalanceJob;
    expect(response.headers.location).toBe(`/api/admin/users/bulk-balance/jobs/${queued.id}`);
    expect(queued).toMatchObject({ total: MANY, succeeded: 0, refused: 0 });
    expect(['queued', 'running']).toContain(queued.status);

    // Registered after the job was made: not part of it.
    await insertUsers(db, 'many', MANY + 1, MANY + 5);

    const seen: number[] = [];
    const midway = await jobWhen(t.http, t.tokens.admin, queued.id, (each) => {
      seen.push(each.percentage);
      return each.processed > 0;
    });
    expect(midway.percentage).toBe(Math.floor((midway.processed * 100) / MANY));
    const done = await finishedJob(t.http, t.tokens.admin, queued.id, 240_000);
    expect(done).toMatchObject({
      status: 'done',
      total: MANY,
      processed: MANY,
      succeeded: MANY,
      refused: 0,
      percentage: 100,
    });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    await expectEachChangedOnce(db, 'many', 1, MANY);
    expect(
      await count(db, `SELECT count(*) FROM users WHERE email LIKE 'many.%' AND balance = 0`),
    ).toBe(5);
    // Each user keeps their own audit entry, as a change of one user does.
    expect(
      await count(
        db,
        `SELECT count(*) FROM audit_log log JOIN users account ON account.id = log.target_user_id
          WHERE account.email LIKE 'many.%' AND log.action = 'balance'`,
      ),
    ).toBe(MANY);
    const entries = await db.query<
      { action: string; actor: string; after: Record<string, unknown> }[]
    >(
      `SELECT action, actor, after FROM audit_log
        WHERE action IN ('bulk_balance_start', 'bulk_balance_finish') AND after->>'job' = $1
        ORDER BY id`,
      [queued.id],
    );
    expect(entries).toEqual([
      {
        action: 'bulk_balance_start',
        actor: expect.stringMatching(/^admin\./) as string,
        after: {
          job: queued.id,
          target: JSON.stringify({ filter: { q: 'many.' } }),
          mode: 'add',
          amount: 1,
          total: MANY,
        },
      },
      {
        action: 'bulk_balance_finish',
        actor: expect.stringMatching(/^admin\./) as string,
        after: { job: queued.id, status: 'done', total: MANY, succeeded: MANY, refused: 0 },
      },
    ]);
  }, 300_000);

  describe('while a job is open', () => {
    beforeEach(() => worker.stop());
    afterEach(() => worker.start());

    it('answers 409 with the open job for the same users however they are spelled', async () => {
      await insertUsers(db, 'same', 1, 3);
      const first = (await start({ filter: { q: 'same.' }, mode: 'add', amount: 1 }).expect(202))
        .body as BulkBalanceJob;
      expect(first.status).toBe('queued');
      for (const filter of [{ q: 'same.' }, { q: '  SAME. ' }]) {
        const again = await start({ filter, mode: 'set', amount: 5 }).expect(409);
        expect(again.headers.location).toBe(`/api/admin/users/bulk-balance/jobs/${first.id}`);
        expect((again.body as ApiError).message).toContain(first.id);
      }
      // Another target is free to go.
      const other = await start({ filter: { q: 'same.1@' }, mode: 'add', amount: 1 }).expect(202);

      const open = await t.http
        .get('/api/admin/users/bulk-balance/jobs')
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect((open.body as BulkBalanceJob[]).map((each) => each.id)).toEqual(
        expect.arrayContaining([first.id, (other.body as BulkBalanceJob).id]),
      );

      worker.start();
      await finishedJob(t.http, t.tokens.admin, first.id);
      await finishedJob(t.http, t.tokens.admin, other);
      await start({ filter: { q: 'same.' }, mode: 'add', amount: 1 }).expect(202);
    });

    it('answers 409 for the same ids in another order', async () => {
      const a = await t.student();
      const b = await t.student();
      await start({ ids: [a.id, b.id], mode: 'add', amount: 1 }).expect(202);
      await start({ ids: [b.id, a.id, b.id], mode: 'add', amount: 2 }).expect(409);
    });

    it('answers a repeated Idempotency-Key with the same job, and changes nobody twice', async () => {
      const student = await t.student();
      const headers = { 'Idempotency-Key': `bulk-${randomBytes(6).toString('hex')}` };
      const body = { ids: [student.id], mode: 'add', amount: 3 };
      const first = (await start(body, headers).expect(202)).body as BulkBalanceJob;
      const again = (await start(body, headers).expect(202)).body as BulkBalanceJob;
      expect(again.id).toBe(first.id);
      // The same key from another staff member is theirs: it names no job of the first one's.
      await start(body, headers, t.tokens.support).expect(409);
      const changed = await start({ ...body, amount: 4 }, headers).expect(422);
      expect((changed.body as ApiError).message).toBe(
        'This Idempotency-Key was used with another request',
      );
      worker.start();
      await finishedJob(t.http, t.tokens.admin, first.id);
      expect((await start(body, headers).expect(202)).body).toMatchObject({
        id: first.id,
        status: 'done',
        succeeded: 1,
      });
      expect((await t.ledger(student.id)).map((row) => row.delta)).toEqual([3]);
    });

    it('can be cancelled: nobody is changed after it, and it is audited', async () => {
      await insertUsers(db, 'cancel', 1, 3);
      const queued = (await start({ filter: { q: 'cancel.' }, mode: 'add', amount: 1 }).expect(202))
        .body as BulkBalanceJob;
      const cancelled = await t.http
        .post(`/api/admin/users/bulk-balance/jobs/${queued.id}/cancel`)
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', processed: 0 });
      await t.http
        .post(`/api/admin/users/bulk-balance/jobs/${queued.id}/cancel`)
        .set('Authorization', t.tokens.support)
        .expect(409);
      worker.start();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await job(queued.id)).toMatchObject({ status: 'cancelled', processed: 0 });
      expect(
        await count(db, `SELECT count(*) FROM users WHERE email LIKE 'cancel.%' AND balance <> 0`),
      ).toBe(0);
      expect(
        await count(
          db,
          `SELECT count(*) FROM audit_log WHERE action = 'bulk_balance_finish' AND after->>'job' = $1
              AND after->>'status' = 'cancelled' AND actor LIKE 'support.%'`,
          [queued.id],
        ),
      ).toBe(1);
    });
  });

  it('cancelled while running, counts exactly the users it changed, and changes nobody after', async () => {
    await insertUsers(db, 'midway', 1, 1_000);
    const started = (await start({ filter: { q: 'midway.' }, mode: 'add', amount: 2 }).expect(202))
      .body as BulkBalanceJob;
    await jobWhen(t.http, t.tokens.admin, started.id, (each) => each.processed > 0);
    const cancelled = (
      await t.http
        .post(`/api/admin/users/bulk-balance/jobs/${started.id}/cancel`)
        .set('Authorization', t.tokens.admin)
        .expect(200)
    ).body as BulkBalanceJob;
    const changed = () =>
      count(db, `SELECT count(*) FROM users WHERE email LIKE 'midway.%' AND balance <> 0`);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.succeeded).toBeLessThan(1_000);
    expect(cancelled).toMatchObject({ succeeded: await changed(), refused: 0 });
    expect(cancelled.processed).toBe(cancelled.succeeded);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await changed()).toBe(cancelled.succeeded);
    expect(await job(started.id)).toMatchObject({
      status: 'cancelled',
      succeeded: cancelled.succeeded,
      processed: cancelled.succeeded,
    });
    expect(
      await count(
        db,
        `SELECT count(*) FROM audit_log WHERE action = 'bulk_balance_finish' AND after->>'job' = $1
            AND (after->>'succeeded')::int = $2`,
        [started.id, cancelled.succeeded],
      ),
    ).toBe(1);
  });

  it('answers 404 for a job that does not exist', async () => {
    await t.http
      .get('/api/admin/users/bulk-balance/jobs/00000000-0000-4000-8000-000000000000')
      .set('Authorization', t.tokens.admin)
      .expect(404);
    await t.http
      .get('/api/admin/users/bulk-balance/jobs/not-a-job')
      .set('Authorization', t.tokens.admin)
      .expect(404);
  });

  it('is for staff who may change balances', async () => {
    const student = await t.student();
    await t.http.get('/api/admin/users/bulk-balance/jobs').expect(401);
    await t.http.get('/api/admin/users/bulk-balance/jobs').set('token', student.token).expect(401);
  });
});

describe('a bulk balance job after its server stopped', () => {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-resume-'));
  // Both servers open the same database: a schema of PostgreSQL, or the embedded one on disk.
  const env = databaseUrl
    ? { DATABASE_SCHEMA: schema }
    : { EMBEDDED_DATABASE_DIR: join(dataDir, 'db') };
  const users = 600;

  afterAll(async () => {
    if (databaseUrl) {
      const cleanup = await createTestApp({ env });
      await cleanup.app.get(DataSource).query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await cleanup.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is finished by the next server without changing anyone twice', async () => {
    const first = await createTestApp({ env, staff: ['admin'] });
    const db = first.app.get(DataSource);
    await insertUsers(db, 'resume', 1, users);
    const started = await first.http
      .post('/api/admin/users/bulk-balance')
      .set('Authorization', first.tokens.admin)
      .send({ filter: { q: 'resume.' }, mode: 'add', amount: 2 })
      .expect(202);
    const id = (started.body as BulkBalanceJob).id;
    await jobWhen(first.http, first.tokens.admin, id, (job) => job.processed > 0);
    await first.app.get(BulkBalanceWorker).stop();
    const stopped = await jobWhen(first.http, first.tokens.admin, id, () => true);
    expect(stopped.status).toBe('running');
    expect(stopped.processed).toBeLessThan(users);
    // As a server that died holds its lease until it runs out: here it has just run out.
    await db.query(
      `UPDATE bulk_balance_jobs SET claimed_by = $2, claimed_until = now() - interval '1 second'
        WHERE id = $1`,
      [id, '00000000-0000-4000-8000-000000000001'],
    );
    // A user the first server had not reached yet.
    const [{ untouched }] = await db.query<{ untouched: number }[]>(
      `SELECT min(user_id) AS untouched FROM bulk_balance_job_users WHERE job_id = $1 AND outcome = 'pending'`,
      [id],
    );
    await first.close();

    const second = await createTestApp({ env, staff: ['admin'] });
    try {
      const done = await finishedJob(second.http, second.tokens.admin, id, 240_000);
      expect(done).toMatchObject({ status: 'done', total: users, succeeded: users, refused: 0 });
      await expectEachChangedOnce(second.app.get(DataSource), 'resume', 2, users);
      expect((await second.ledger(Number(untouched))).map((row) => row.delta)).toEqual([2]);
    } finally {
      await second.close();
    }
  }, 300_000);
});
