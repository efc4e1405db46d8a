import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ApiError, BulkBalanceJob, User } from '@academy/contracts';
import { runWithClaim } from '../src/common/http/idempotency-claim.js';
import { finishedJob } from './support/bulk-jobs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('Idempotency-Key on staff money actions', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const adjust = (id: number, amount: number, key?: string, token = t.tokens.admin) => {
    const call = t.http
      .post(`/api/admin/users/${id}/balance-adjustments`)
      .set('Authorization', token);
    return (key === undefined ? call : call.set('Idempotency-Key', key)).send({ amount });
  };

  it('answers a repeated adjustment with the first answer without adding again', async () => {
    const { id } = await t.student();
    const first = await adjust(id, 25, 'adjust-once-1').expect(200);
    const again = await adjust(id, 25, 'adjust-once-1').expect(200);
    expect(again.body).toEqual(first.body);
    expect(await t.ledger(id)).toHaveLength(1);
    await adjust(id, 25, 'adjust-once-2').expect(200);
    expect(await t.ledger(id)).toHaveLength(2);
  });

  it('acts once for 20 simultaneous repeats: the others answer the first answer or 409', async () => {
    const { id } = await t.student();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust(id, 10, 'simultaneous')),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await t.ledger(id)).toHaveLength(1);
    const user = (await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin))
      .body as User;
    expect(user.balance).toBe(10);
  });

  it('refuses the same key with a different body with 422, changing nothing', async () => {
    const { id } = await t.student();
    await adjust(id, 5, 'changed-body').expect(200);
    const response = await adjust(id, 50, 'changed-body').expect(422);
    expect((response.body as ApiError).message).toBe(
      'This Idempotency-Key was already used with a different request',
    );
    expect(await t.ledger(id)).toHaveLength(1);
  });

  it("keeps one staff member's keys apart from another's", async () => {
    const { id } = await t.student();
    await adjust(id, 5, 'shared-key').expect(200);
    await adjust(id, 5, 'shared-key', t.tokens.support).expect(200);
    expect(await t.ledger(id)).toHaveLength(2);
  });

  it('lets a refused request be sent again with its key', async () => {
    const { id } = await t.student();
    await adjust(id, -5, 'retry-after-refusal').expect(409);
    await adjust(id, 5).expect(200);
    await adjust(id, -5, 'retry-after-refusal').expect(200);
  });

  it('applies to the single balance set and the bulk change', async () => {
    const { id } = await t.student();
    const set = () =>
      t.http
        .put(`/api/user/${id}/balance`)
        .set('Authorization', t.tokens.admin)
        .set('Idempotency-Key', 'set-once')
        .send({ balance: 70 });
    await set().expect(200);
    await set().expect(200);
    expect(await t.ledger(id)).toHaveLength(1);

    const bulk = () =>
      t.http
        .post('/api/admin/users/bulk-balance')
        .set('Authorization', t.tokens.admin)
        .set('Idempotency-Key', 'bulk-once')
        .send({ ids: [id], mode: 'add', amount: 1 });
    const first = await bulk().expect(202);
    await finishedJob(t.http, t.tokens.admin, first);
    const again = await bulk().expect(202);
    // The same job, as it is now: done, having changed the one balance once.
    expect(again.body).toMatchObject({ id: (first.body as BulkBalanceJob).id, status: 'done' });
    expect(await t.ledger(id)).toHaveLength(2);
  });

  it('refuses a malformed key with 400', async () => {
    const { id } = await t.student();
    await adjust(id, 5, 'x'.repeat(201)).expect(400);
    await adjust(id, 5, 'has space').expect(400);
    expect(await t.ledger(id)).toHaveLength(0);
  });

  describe('after the process running the first request died', () => {
    const database = () => t.app.get(DataSource);
    const hashOf = (body: object) =>
      createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const adjustments = (userId: number) => `POST /api/admin/users/${userId}/balance-adjustments`;

    /** The admin's actor, as the records name it, read from a record a real request made. */
    async function adminActor(): Promise<string> {
      const { id } = await t.student();
      await adjust(id, 1, 'whose-key').expect(200);
      const [{ actor }] = await database().query<{ actor: string }[]>(
        `SELECT actor FROM idempotency_keys WHERE key = 'whose-key'`,
      );
      return actor;
    }

    /** The row a request leaves when its process dies before answering. */
    async function leftBehind(
      route: string,
      key: string,
      body: object,
      { leaseEndsInSeconds = -1, committed = false } = {},
    ): Promise<void> {
      await database().query(
        `INSERT INTO idempotency_keys (actor, key, route, request_hash, claim_id, claimed_until, committed_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), CASE WHEN $7 THEN now() END)`,
        [await adminActor(), key, route, hashOf(body), randomUUID(), leaseEndsInSeconds, committed],
      );
    }

    it('answers 409 while the first still holds the key, and runs the change once its lease is over with nothing committed', async () => {
      const { id } = await t.student();
      await leftBehind(adjustments(id), 'died-midway', { amount: 25 }, { leaseEndsInSeconds: 30 });
      const waiting = await adjust(id, 25, 'died-midway').expect(409);
      expect((waiting.body as ApiError).message).toBe(
        'A request with this Idempotency-Key is still being processed',
      );
      await database().query(
        `UPDATE idempotency_keys SET claimed_until = now() - interval '1 second' WHERE key = 'died-midway'`,
      );
      const first = await adjust(id, 25, 'died-midway').expect(200);
      const again = await adjust(id, 25, 'died-midway').expect(200);
      expect(again.body).toEqual(first.body);
      expect((first.body as User).balance).toBe(25);
      expect(await t.ledger(id)).toHaveLength(1);
      await adjust(id, 99, 'died-midway').expect(422);
    });

    it('never runs again a change that committed before its answer was recorded, and says so', async () => {
      const { id } = await t.student();
      await leftBehind(adjustments(id), 'died-after-commit', { amount: 25 }, { committed: true });
      const answer = await adjust(id, 25, 'died-after-commit').expect(409);
      expect((answer.body as ApiError).message).toBe(
        'The request with this Idempotency-Key was carried out, but its answer was lost: read the record to see the result',
      );
      expect(await t.ledger(id)).toHaveLength(0);
    });

    it('rolls back the change of an attempt that a repeat took over, and commits the holder’s with its mark', async () => {
      const { id: userId } = await t.student();
      const id = { actor: await adminActor(), key: 'taken-over', route: adjustments(userId) };
      const holder = randomUUID();
      await database().query(
        `INSERT INTO idempotency_keys (actor, key, route, request_hash, claim_id, claimed_until)
         VALUES ($1, $2, $3, $4, $5, now() + interval '30 seconds')`,
        [id.actor, id.key, id.route, hashOf({ amount: 5 }), holder],
      );
      const credit = () =>
        database().transaction((manager) =>
          manager.query(`UPDATE users SET balance = balance + 5 WHERE id = $1`, [userId]),
        );
      await expect(runWithClaim({ id, claimId: randomUUID() }, credit)).rejects.toMatchObject({
        message: expect.stringContaining('a repeat with its Idempotency-Key took over'),
      });
      const balance = async () =>
        Number(
          (
            await database().query<{ balance: string }[]>(
              `SELECT balance FROM users WHERE id = $1`,
              [userId],
            )
          )[0].balance,
        );
      expect(await balance()).toBe(0);
      await runWithClaim({ id, claimId: holder }, credit);
      expect(await balance()).toBe(5);
      const [record] = await database().query<{ committed_at: Date | null }[]>(
        `SELECT committed_at FROM idempotency_keys WHERE key = 'taken-over'`,
      );
      expect(record.committed_at).not.toBeNull();
    });
  });
});
