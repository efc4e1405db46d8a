import type { AuditEntry, BulkBalanceJob, LedgerEntry } from '@academy/contracts';
import { finishedJob } from './support/bulk-jobs.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe("staff's reason for a balance change", () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const ledgerOf = async (id: number) =>
    (
      await t.http
        .get(`/api/admin/users/${id}/ledger`)
        .query({ sort: JSON.stringify(['id', 'ASC']) })
        .set('Authorization', t.tokens.support)
        .expect(200)
    ).body as LedgerEntry[];
  const auditOf = async (id: number) =>
    (
      await t.http
        .get(`/api/admin/users/${id}/audit`)
        .query({ sort: JSON.stringify(['id', 'ASC']) })
        .set('Authorization', t.tokens.support)
        .expect(200)
    ).body as AuditEntry[];

  it('keeps the reason of a set balance on its ledger row and in the audit', async () => {
    const { id } = await t.student();
    await t.http
      .put(`/api/user/${id}/balance`)
      .set('Authorization', t.tokens.support)
      .send({ balance: 40, reason: '  Compensation for the outage  ' })
      .expect(200);
    const [row] = await ledgerOf(id);
    expect(row).toMatchObject({
      amount: 40,
      reason: 'admin_set',
      note: 'Compensation for the outage',
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'balance',
      before: { balance: 0 },
      after: { balance: 40, reason: 'Compensation for the outage' },
    });
  });

  it("keeps the spec's call without a reason working, with no note", async () => {
    const { id } = await t.student();
    const response = await t.http
      .put(`/api/user/${id}/balance`)
      .set('Authorization', t.tokens.admin)
      .send({ balance: 12.5 })
      .expect(200);
    expect(response.body).toMatchObject({ data: { balance: 12.5 } });
    const [row] = await ledgerOf(id);
    expect(row.note).toBeNull();
    const [entry] = await auditOf(id);
    expect(entry.after).toEqual({ balance: 12.5 });
  });

  it('keeps the reason of an adjustment on its ledger row', async () => {
    const { id } = await t.student();
    await t.http
      .post(`/api/admin/users/${id}/balance-adjustments`)
      .set('Authorization', t.tokens.support)
      .send({ amount: 7, reason: 'Goodwill credit' })
      .expect(200);
    const [row] = await ledgerOf(id);
    expect(row).toMatchObject({ amount: 7, note: 'Goodwill credit' });
    const [entry] = await auditOf(id);
    expect(entry.after).toEqual({ balance: 7, reason: 'Goodwill credit' });
  });

  it('refuses a reason longer than 200 characters, changing nothing', async () => {
    const { id } = await t.student();
    await t.http
      .put(`/api/user/${id}/balance`)
      .set('Authorization', t.tokens.admin)
      .send({ balance: 5, reason: 'x'.repeat(201) })
      .expect(400);
    expect(await ledgerOf(id)).toEqual([]);
  });

  it("keeps a bulk change's reason on the job, on every user's ledger row and in the audit", async () => {
    const first = await t.student();
    const second = await t.student();
    const started = await t.http
      .post('/api/admin/users/bulk-balance')
      .set('Authorization', t.tokens.admin)
      .send({ ids: [first.id, second.id], mode: 'add', amount: 3, reason: 'Spring promotion' })
      .expect(202);
    expect((started.body as BulkBalanceJob).reason).toBe('Spring promotion');
    const job = await finishedJob(t.http, t.tokens.admin, started);
    expect(job).toMatchObject({ status: 'done', succeeded: 2, reason: 'Spring promotion' });
    for (const { id } of [first, second]) {
      const [row] = await ledgerOf(id);
      expect(row).toMatchObject({ amount: 3, note: 'Spring promotion' });
      const [entry] = await auditOf(id);
      expect(entry.after).toEqual({ balance: 3, reason: 'Spring promotion' });
    }
  });
});
