import type { ApiError, BulkBalanceJob, User } from '@academy/contracts';
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
});
