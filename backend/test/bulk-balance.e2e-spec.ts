import { DataSource } from 'typeorm';
import {
  BULK_BALANCE_IDS_LIMIT,
  type ApiError,
  type BulkBalanceJob,
  type User,
} from '@academy/contracts';
import { finishedJob } from './support/bulk-jobs.js';
import { createTestApp, staffIdOf, type TestApp } from './support/test-app.js';

interface AuditRow {
  actor: string;
  action: string;
  before: { balance: number };
  after: { balance: number };
}

describe('bulk balance changes', () => {
  let t: TestApp<'admin' | 'support'>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const preview = (body: object, token = t.tokens.admin) =>
    t.http.post('/api/admin/users/bulk-balance/preview').set('Authorization', token).send(body);
  const apply = (body: object, token = t.tokens.admin) =>
    t.http.post('/api/admin/users/bulk-balance').set('Authorization', token).send(body);
  /** Starts the job and reads it until it ends. */
  const run = async (body: object, token = t.tokens.admin): Promise<BulkBalanceJob> =>
    finishedJob(t.http, token, await apply(body, token).expect(202));
  const balanceOf = async (id: number) =>
    (
      (await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(200))
        .body as User
    ).balance;
  const auditOf = (id: number): Promise<AuditRow[]> =>
    db.query(
      `SELECT actor, action, before, after FROM audit_log WHERE target_user_id = $1 ORDER BY id`,
      [id],
    );

  /** Students whose e-mails start with `tag`, with these balances; a search for `tag` finds them. */
  async function group(tag: string, balances: number[]): Promise<number[]> {
    const ids: number[] = [];
    for (const [index, balance] of balances.entries()) {
      const { id } = await t.student({ email: `${tag}${index}@example.com` });
      if (balance > 0) {
        await db.query(`UPDATE users SET balance = $1 WHERE id = $2`, [balance, id]);
      }
      ids.push(id);
    }
    return ids;
  }

  describe('by ids', () => {
    it('sets every listed balance, each with its own ledger and audit row', async () => {
      const ids = await group('setids', [100, 20, 60]);
      const body = { ids: [ids[2], ids[0], ids[1]], mode: 'set', amount: 50 };
      expect((await preview(body).expect(200)).body).toEqual({ count: 3, totalChange: -30 });
      expect(await Promise.all(ids.map(balanceOf))).toEqual([100, 20, 60]);

      const job = await run(body);
      expect(job).toMatchObject({
        status: 'done',
        mode: 'set',
        amount: 50,
        createdBy: expect.stringMatching(/^admin\./) as string,
        total: 3,
        processed: 3,
        succeeded: 3,
        refused: 0,
        percentage: 100,
        refusals: [],
        error: null,
      });
      expect(await Promise.all(ids.map(balanceOf))).toEqual([50, 50, 50]);
      for (const [index, before] of [100, 20, 60].entries()) {
        const ledger = await t.ledger(ids[index]);
        expect(ledger.map((row) => [row.delta, row.balanceAfter])).toEqual([[50 - before, 50]]);
        expect(ledger[0]).toMatchObject({ reason: 'admin_set' });
        expect(ledger[0].staffId).toBe(staffIdOf(t.tokens.admin));
        expect(await auditOf(ids[index])).toEqual([
          {
            actor: expect.stringMatching(/^admin\./) as string,
            action: 'balance',
            before: { balance: before },
            after: { balance: 50 },
          },
        ]);
      }
    });

    it('adds an amount, negative too, in whole cents', async () => {
      const ids = await group('addids', [10.1, 0, 99.99]);
      expect((await preview({ ids, mode: 'add', amount: 0.2 }).expect(200)).body).toEqual({
        count: 3,
        totalChange: 0.6,
      });
      expect(await run({ ids, mode: 'add', amount: 0.2 })).toMatchObject({ succeeded: 3 });
      expect(await Promise.all(ids.map(balanceOf))).toEqual([10.3, 0.2, 100.19]);
      expect(await run({ ids: [ids[2]], mode: 'add', amount: -100.19 })).toMatchObject({
        succeeded: 1,
      });
      expect((await t.ledger(ids[2])).map((row) => [row.delta, row.balanceAfter])).toEqual([
        [0.2, 100.19],
        [-100.19, 0],
      ]);
    });

    it('reports a user it cannot change, leaves that user as they were and changes the others', async () => {
      const ids = await group('partial', [100, 20, 60]);
      expect(await run({ ids, mode: 'add', amount: -50 })).toMatchObject({
        status: 'done',
        total: 3,
        processed: 3,
        succeeded: 2,
        refused: 1,
        refusals: [
          {
            id: ids[1],
            code: 'BALANCE_BELOW_ZERO',
            params: { balance: 20 },
            message: 'The balance cannot go below zero',
          },
        ],
      });
      expect(await Promise.all(ids.map(balanceOf))).toEqual([50, 20, 10]);
      expect(await t.ledger(ids[1])).toEqual([]);
      expect(await auditOf(ids[1])).toEqual([]);
      expect(await t.ledger(ids[0])).toHaveLength(1);
      expect(await auditOf(ids[2])).toHaveLength(1);
    });

    it('undoes all of one user’s change when a step after the ledger row fails', async () => {
      const ids = await group('atomic', [10, 10, 10]);
      // The audit row is written after the balance and the ledger row: refuse it for one user.
      await db.query(`
        CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
      await db.query(
        `CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW
           WHEN (NEW.target_user_id = ${ids[1]}) EXECUTE FUNCTION refuse_audit()`,
      );
      try {
        expect(await run({ ids, mode: 'set', amount: 25 })).toMatchObject({
          succeeded: 2,
          refusals: [{ id: ids[1], code: 'INTERNAL', message: 'The balance could not be changed' }],
        });
        expect(await Promise.all([ids[0], ids[2]].map(balanceOf))).toEqual([25, 25]);
      } finally {
        await db.query(`DROP TRIGGER refuse_audit ON audit_log`);
        await db.query(`DROP FUNCTION refuse_audit()`);
      }
      expect(await balanceOf(ids[1])).toBe(10);
      expect(await t.ledger(ids[1])).toEqual([]);
    });

    it('reports unknown and deleted ids as not found', async () => {
      const ids = await group('gone', [5, 5]);
      await t.http
        .delete(`/api/admin/users/${ids[1]}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      const body = { ids: [...ids, 999_999], mode: 'add', amount: 1 };
      expect((await preview(body).expect(200)).body).toEqual({ count: 1, totalChange: 1 });
      expect(await run(body)).toMatchObject({
        total: 3,
        succeeded: 1,
        refused: 2,
        refusals: [
          { id: ids[1], code: 'NOT_FOUND', message: 'User not found' },
          { id: 999_999, code: 'NOT_FOUND', message: 'User not found' },
        ],
      });
      expect(await balanceOf(ids[0])).toBe(6);
      expect(await t.ledger(ids[1])).toEqual([]);
    });

    it('changes a listed user once however often they are listed', async () => {
      const [id] = await group('twice', [0]);
      expect(await run({ ids: [id, id, id], mode: 'add', amount: 7 })).toMatchObject({
        total: 1,
        succeeded: 1,
      });
      expect(await balanceOf(id)).toBe(7);
    });

    it('refuses a balance above the maximum for that user only', async () => {
      const ids = await group('ceiling', [999_999_999_999, 1]);
      expect(await run({ ids, mode: 'add', amount: 1 })).toMatchObject({
        succeeded: 1,
        refusals: [
          {
            id: ids[0],
            code: 'BALANCE_TOO_LARGE',
            params: { max: 999_999_999_999.99 },
            message: 'Balance is too large',
          },
        ],
      });
      expect(await balanceOf(ids[1])).toBe(2);
    });
  });

  describe('by filter', () => {
    it('changes every user the list search finds, and only them, in id order', async () => {
      const ids = await group('filterq', [1, 2, 3, 4]);
      await group('otherq', [1]);
      const listed = await t.http
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ q: 'FILTERQ' }) })
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect((listed.body as User[]).map((user) => user.id).sort((a, b) => a - b)).toEqual(ids);

      const body = { filter: { q: 'FILTERQ' }, mode: 'set', amount: 10 };
      expect((await preview(body).expect(200)).body).toEqual({ count: 4, totalChange: 30 });
      expect(await run(body)).toMatchObject({ total: 4, succeeded: 4 });
      expect(await Promise.all(ids.map(balanceOf))).toEqual([10, 10, 10, 10]);
    });

    it('leaves deleted users out', async () => {
      const ids = await group('filterdel', [1, 1]);
      await t.http
        .delete(`/api/admin/users/${ids[0]}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      const body = { filter: { q: 'filterdel' }, mode: 'add', amount: 1 };
      expect((await preview(body).expect(200)).body).toEqual({ count: 1, totalChange: 1 });
      expect(await run(body)).toMatchObject({ total: 1, succeeded: 1, refused: 0 });
      expect(await t.ledger(ids[1])).toHaveLength(1);
      expect(await t.ledger(ids[0])).toEqual([]);
    });

    it('answers nothing to change when the search finds nobody', async () => {
      const body = { filter: { q: 'nobody-at-all' }, mode: 'add', amount: 1 };
      expect((await preview(body).expect(200)).body).toEqual({ count: 0, totalChange: 0 });
      expect((await apply(body).expect(202)).body).toMatchObject({
        status: 'done',
        total: 0,
        percentage: 100,
      });
    });

    it(`refuses more than ${BULK_BALANCE_IDS_LIMIT} listed ids: a filter selects more`, async () => {
      const ids = Array.from({ length: BULK_BALANCE_IDS_LIMIT + 1 }, (_, index) => index + 1);
      const tooMany = await apply({ ids, mode: 'add', amount: 1 }).expect(400);
      expect((tooMany.body as ApiError).message).toBe(
        'At most 10,000 ids can be listed: send a filter instead',
      );
    });
  });

  describe('roles', () => {
    it('lets support staff change balances, on record under their name', async () => {
      const [id] = await group('bysupport', [0]);
      const job = await run({ ids: [id], mode: 'add', amount: 12.5 }, t.tokens.support);
      expect(job).toMatchObject({ succeeded: 1, createdBy: expect.stringMatching(/^support\./) });
      await preview({ ids: [id], mode: 'add', amount: 1 }, t.tokens.support).expect(200);
      expect((await t.ledger(id))[0].staffId).toBe(staffIdOf(t.tokens.support));
      expect((await auditOf(id))[0].actor).toMatch(/^support\./);
    });

    it.each(['/api/admin/users/bulk-balance', '/api/admin/users/bulk-balance/preview'])(
      'refuses %s to a student and to a caller without a token',
      async (path) => {
        const student = await t.student();
        const body = { ids: [student.id], mode: 'set', amount: 1000 };
        await t.http.post(path).send(body).expect(401);
        await t.http.post(path).set('token', student.token).send(body).expect(401);
        await t.http
          .post(path)
          .set('Authorization', `Bearer ${student.token}`)
          .send(body)
          .expect(401);
        expect(await balanceOf(student.id)).toBe(0);
      },
    );
  });

  describe('validation', () => {
    it.each([
      [{ mode: 'set', amount: 1 }, 'Send either ids or filter'],
      [{ ids: [1], filter: { q: 'a' }, mode: 'set', amount: 1 }, 'Send either ids or filter'],
      [{ ids: [], mode: 'set', amount: 1 }, 'ids must list at least one user'],
      [{ ids: 'all', mode: 'set', amount: 1 }, 'ids must be a list of user ids'],
      [{ ids: ['a'], mode: 'set', amount: 1 }, 'ids must be user ids'],
      [{ ids: [1.5], mode: 'set', amount: 1 }, 'ids must be user ids'],
      [{ ids: [0], mode: 'set', amount: 1 }, 'ids must be user ids'],
      [{ filter: 'a', mode: 'set', amount: 1 }, 'filter must be an object'],
      [{ filter: { q: 5 }, mode: 'set', amount: 1 }, 'filter.q must be text'],
      [
        { filter: { q: 'a', colour: 'GOLD' }, mode: 'set', amount: 1 },
        'Unknown field: filter.colour',
      ],
      [
        { filter: { q: 'a', activity: 'sometimes' }, mode: 'set', amount: 1 },
        'activity must be one of online, today, week, older',
      ],
      [{ ids: [1], mode: 'multiply', amount: 1 }, 'mode must be one of set, add'],
      [{ ids: [1], amount: 1 }, 'mode must be one of set, add'],
      [{ ids: [1], mode: 'set' }, 'Amount must be a number with at most two decimals'],
      [{ ids: [1], mode: 'set', amount: '5' }, 'Amount must be a number with at most two decimals'],
      [
        { ids: [1], mode: 'add', amount: 1.005 },
        'Amount must be a number with at most two decimals',
      ],
      [{ ids: [1], mode: 'set', amount: -1 }, 'Amount cannot be negative when setting balances'],
      [{ ids: [1], mode: 'set', amount: 1e12 }, 'Amount is too large'],
      [{ ids: [1], mode: 'add', amount: -1e12 }, 'Amount is too large'],
      [{ ids: [1], mode: 'set', amount: 1, balance: 5 }, 'Unknown field: balance'],
    ])('answers %j with 400 "%s" and changes nothing', async (body, message) => {
      const student = await t.student();
      const withTarget = JSON.parse(
        JSON.stringify(body).replace('[1]', `[${student.id}]`),
      ) as object;
      for (const call of [preview, apply]) {
        const response = await call(withTarget).expect(400);
        expect(response.body).toMatchObject({ message, code: 'VALIDATION_FAILED' });
      }
      expect(await t.ledger(student.id)).toEqual([]);
    });
  });
});
