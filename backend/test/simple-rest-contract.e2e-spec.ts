import type {
  AdminPayment,
  ApiError,
  AuditEntry,
  LedgerEntry,
  ManualPayment,
  StaffAccount,
  User,
} from '@academy/contracts';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { createTestApp, staffIdOf, type TestApp } from './support/test-app.js';

type Json = Record<string, unknown>;
type Identifier = string | number;

interface Pagination {
  page: number;
  perPage: number;
}
interface Sort {
  field: string;
  order: 'ASC' | 'DESC';
}

/**
 * The requests ra-data-simple-rest 5 (node_modules/ra-data-simple-rest/src/index.ts) sends,
 * built the same way: list parameters as JSON texts in the query string with a Range header,
 * getMany as filter={"id":[…]} alone, update as PUT with JSON.stringify(params.data) (fetchJson
 * adds Content-Type: application/json), delete as DELETE with Content-Type: text/plain and no body.
 */
function simpleRest(t: TestApp<'admin' | 'support'>, authorization: string) {
  const url = (path: string, query?: Record<string, string>) =>
    query ? `/api/admin/${path}?${new URLSearchParams(query).toString()}` : `/api/admin/${path}`;
  const listRequest = async (
    resource: string,
    pagination: Pagination,
    sort: Sort,
    filter: Json,
  ) => {
    const rangeStart = (pagination.page - 1) * pagination.perPage;
    const rangeEnd = pagination.page * pagination.perPage - 1;
    const response = await t.http
      .get(
        url(resource, {
          filter: JSON.stringify(filter),
          range: JSON.stringify([rangeStart, rangeEnd]),
          sort: JSON.stringify([sort.field, sort.order]),
        }),
      )
      .set('Authorization', authorization)
      .set('Accept', 'application/json')
      .set('Range', `${resource}=${rangeStart}-${rangeEnd}`)
      .expect(200);
    const contentRange = response.headers['content-range'] as string | undefined;
    expect(contentRange).toBeDefined();
    return {
      data: response.body as Json[],
      total: parseInt(contentRange!.split('/').pop() ?? '', 10),
      contentRange,
    };
  };
  return {
    getList: (resource: string, params: { pagination: Pagination; sort: Sort; filter: Json }) =>
      listRequest(resource, params.pagination, params.sort, params.filter),
    getManyReference: (
      resource: string,
      params: { target: string; id: Identifier; pagination: Pagination; sort: Sort; filter: Json },
    ) =>
      listRequest(resource, params.pagination, params.sort, {
        ...params.filter,
        [params.target]: params.id,
      }),
    async getOne(resource: string, id: Identifier) {
      const response = await t.http
        .get(url(`${resource}/${encodeURIComponent(id)}`))
        .set('Authorization', authorization)
        .set('Accept', 'application/json')
        .expect(200);
      return { data: response.body as Json };
    },
    async getMany(resource: string, ids: Identifier[]) {
      const response = await t.http
        .get(url(resource, { filter: JSON.stringify({ id: ids }) }))
        .set('Authorization', authorization)
        .set('Accept', 'application/json')
        .expect(200);
      return { data: response.body as Json[] };
    },
    update: (resource: string, id: Identifier, data: Json) =>
      t.http
        .put(url(`${resource}/${encodeURIComponent(id)}`))
        .set('Authorization', authorization)
        .set('Accept', 'application/json')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(data)),
    delete: (resource: string, id: Identifier) =>
      t.http
        .delete(url(`${resource}/${encodeURIComponent(id)}`))
        .set('Authorization', authorization)
        .set('Accept', 'application/json')
        .set('Content-Type', 'text/plain'),
  };
}

const firstPage = { page: 1, perPage: 25 };
const byId: Sort = { field: 'id', order: 'ASC' };
const idsOf = (rows: Json[]) => rows.map((row) => row.id);

describe('ra-data-simple-rest against the back office resources', () => {
  let t: TestApp<'admin' | 'support'>;
  let admin: ReturnType<typeof simpleRest>;
  let support: ReturnType<typeof simpleRest>;
  const students: { id: number; token: string; email: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
    admin = simpleRest(t, t.tokens.admin);
    support = simpleRest(t, t.tokens.support);
    for (let index = 0; index < 3; index += 1) students.push(await t.student());
  });
  afterAll(() => t.close());

  const auditOf = async (userId: number) =>
    (
      await admin.getManyReference('audit', {
        target: 'targetUserId',
        id: userId,
        pagination: firstPage,
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      })
    ).data as unknown as AuditEntry[];

  const readUser = async (id: number) => (await admin.getOne('users', id)).data as unknown as User;

  describe('users', () => {
    it('getList pages with range and sort and reads the total from Content-Range', async () => {
      const page = await support.getList('users', {
        pagination: { page: 1, perPage: 2 },
        sort: byId,
        filter: {},
      });
      expect(page.contentRange).toBe(`users 0-1/${students.length}`);
      expect(page.total).toBe(students.length);
      expect(idsOf(page.data)).toEqual(students.slice(0, 2).map((student) => student.id));
      const second = await support.getList('users', {
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect(idsOf(second.data)).toEqual([students[0].id]);
    });

    it('getOne answers the record that getList shows', async () => {
      const { data } = await support.getOne('users', students[1].id);
      const listed = await support.getList('users', {
        pagination: firstPage,
        sort: byId,
        filter: { q: String(students[1].id) },
      });
      expect(listed.data).toContainEqual(data);
    });

    it('getMany answers exactly the ids asked for, without range or sort', async () => {
      const { data } = await support.getMany('users', [students[2].id, students[0].id]);
      expect(idsOf(data).sort()).toEqual([students[0].id, students[2].id].sort());
    });

    it('update takes the full record with the edited fields, changes them and audits once', async () => {
      const { id } = await t.student({ username: 'Anna', lastname: 'Petrova' });
      const record = await readUser(id);
      const response = await admin
        .update('users', id, { ...record, username: 'Vera', lastname: 'Orlova' })
        .expect(200);
      expect(response.body).toEqual({ ...record, username: 'Vera', lastname: 'Orlova' });
      const audit = await auditOf(id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'account',
        before: { username: 'Anna', lastname: 'Petrova', email: record.email },
        after: { username: 'Vera', lastname: 'Orlova', email: record.email },
      });
    });

    it('update with the record unchanged changes nothing and writes no audit entry', async () => {
      const { id } = await t.student();
      const record = await readUser(id);
      const response = await admin.update('users', id, { ...record }).expect(200);
      expect(response.body).toEqual(record);
      expect(await auditOf(id)).toEqual([]);
    });

    it('keeps the e-mail change a student is confirming when the record sends the e-mail unchanged', async () => {
      const student = await t.student();
      await t.http
        .post('/api/user/email')
        .set('token', student.token)
        .send({ email: 'new.address@example.com', currentPassword: STRONG_PASSWORD })
        .expect(202);
      const record = await readUser(student.id);
      expect(record.pending_email).toBe('new.address@example.com');
      const response = await admin
        .update('users', student.id, { ...record, lastname: 'Sokolova' })
        .expect(200);
      expect(response.body).toMatchObject({
        lastname: 'Sokolova',
        pending_email: 'new.address@example.com',
      });
    });

    it('accepts timestamps that name the stored instant in another notation', async () => {
      const { id } = await t.student();
      const record = await readUser(id);
      const sameInstant = new Date(record.created_at).toISOString().replace('Z', '+00:00');
      await admin
        .update('users', id, { ...record, created_at: sameInstant, username: 'Vera' })
        .expect(200);
    });

    it.each([
      ['id', (record: User) => record.id + 1000],
      ['user_id', (record: User) => record.user_id + 1],
      ['created_at', () => '2020-01-01T00:00:00.000Z'],
      ['last_activity', () => '2020-01-01T00:00:00.000Z'],
      ['locale', (record: User) => (record.locale === 'en' ? 'ru' : 'en')],
      ['pending_email', () => 'someone@example.com'],
    ] as const)(
      'refuses a changed read-only %s with its field error and changes nothing',
      async (field, changed) => {
        const { id } = await t.student({ username: 'Anna' });
        const record = await readUser(id);
        const response = await admin
          .update('users', id, { ...record, username: 'Vera', [field]: changed(record) })
          .expect(400);
        expect(response.body).toMatchObject({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          errors: [
            { field, code: 'READ_ONLY', message: expect.stringContaining(field) as unknown },
          ],
        });
        expect(await readUser(id)).toEqual(record);
        expect(await auditOf(id)).toEqual([]);
      },
    );

    it('refuses a changed balance, naming the balance adjustment call, and changes nothing', async () => {
      const { id } = await t.student({ username: 'Anna' });
      const record = await readUser(id);
      const response = await admin
        .update('users', id, { ...record, username: 'Vera', balance: 1_000_000 })
        .expect(400);
      const body = response.body as ApiError;
      expect(body.errors).toEqual([
        {
          field: 'balance',
          code: 'OWN_CALL',
          message: `balance is not changed here: use POST /api/admin/users/${id}/balance-adjustments`,
        },
      ]);
      expect(body.message).toBe(body.errors![0].message);
      expect(await readUser(id)).toEqual(record);
      expect(await t.ledger(id)).toEqual([]);
    });

    it('refuses a changed course and overdraft, each with its own call, in one answer', async () => {
      const { id } = await t.student();
      const record = await readUser(id);
      const response = await admin
        .update('users', id, { ...record, course: 'GOLD', overdraft: !record.overdraft })
        .expect(400);
      expect((response.body as ApiError).errors).toEqual([
        {
          field: 'course',
          code: 'OWN_CALL',
          message: `course is not changed here: use PUT /api/user/${id}/course`,
        },
        {
          field: 'overdraft',
          code: 'OWN_CALL',
          message: `overdraft is not changed here: use POST /api/user/overdraft/${id}`,
        },
      ]);
      expect(await readUser(id)).toEqual(record);
    });

    it('compares the kept fields with the user as stored when the PUT arrives', async () => {
      const { id } = await t.student();
      const stale = await readUser(id);
      await t.http
        .post(`/api/admin/users/${id}/balance-adjustments`)
        .set('Authorization', t.tokens.support)
        .send({ amount: 50 })
        .expect(200);
      const refused = await admin.update('users', id, { ...stale, username: 'Vera' }).expect(400);
      expect((refused.body as ApiError).errors).toEqual([
        expect.objectContaining({ field: 'balance', code: 'OWN_CALL' }),
      ]);
      const fresh = await readUser(id);
      expect(fresh.balance).toBe(50);
      await admin.update('users', id, { ...fresh, username: 'Vera' }).expect(200);
    });

    it('still refuses a field that is not part of the record', async () => {
      const { id } = await t.student();
      const record = await readUser(id);
      const response = await admin
        .update('users', id, { ...record, password_hash: 'x', role: 'admin' })
        .expect(400);
      expect((response.body as ApiError).errors).toEqual([
        { field: 'password_hash', message: 'Unknown field: password_hash' },
        { field: 'role', message: 'Unknown field: role' },
      ]);
    });

    it('still validates the edited account fields', async () => {
      const { id } = await t.student();
      const record = await readUser(id);
      const response = await admin
        .update('users', id, { ...record, email: 'not an e-mail' })
        .expect(400);
      expect((response.body as ApiError).errors).toEqual([
        expect.objectContaining({ field: 'email' }),
      ]);
    });

    it('delete answers the deleted record, which then lists among the deleted users', async () => {
      const { id } = await t.student();
      const record = await readUser(id);
      const response = await admin.delete('users', id).expect(200);
      expect(response.body).toEqual(record);
      const deleted = await admin.getList('users', {
        pagination: firstPage,
        sort: byId,
        filter: { deleted: true, id: [id, students[0].id] },
      });
      expect(idsOf(deleted.data)).toEqual([id]);
      expect(deleted.contentRange).toBe('users 0-0/1');
    });
  });

  describe('staff', () => {
    it('getList, getOne and getMany answer the accounts asked for', async () => {
      const extra = staffIdOf(await t.staff('support', 'support.nina'));
      const page = await admin.getList('staff', { pagination: firstPage, sort: byId, filter: {} });
      expect(page.total).toBe(3);
      const { data } = await admin.getOne('staff', extra);
      expect(page.data).toContainEqual(data);
      const many = await admin.getMany('staff', [extra, staffIdOf(t.tokens.admin)]);
      expect(idsOf(many.data).sort()).toEqual([extra, staffIdOf(t.tokens.admin)].sort());
    });

    it('update takes the full record: the role changes, the rest must be as stored', async () => {
      const id = staffIdOf(await t.staff('support', 'support.oleg'));
      const record = (await admin.getOne('staff', id)).data as unknown as StaffAccount;
      const renamed = await admin
        .update('staff', id, { ...record, username: 'support.olga', role: 'admin' })
        .expect(400);
      expect((renamed.body as ApiError).errors).toEqual([
        {
          field: 'username',
          code: 'READ_ONLY',
          message: expect.stringContaining('username') as unknown,
        },
      ]);
      expect((await admin.getOne('staff', id)).data).toEqual(record);
      const response = await admin.update('staff', id, { ...record, role: 'admin' }).expect(200);
      expect(response.body).toMatchObject({ ...record, role: 'admin' });
      const unknown = await admin
        .update('staff', id, { ...record, password: 'a new password' })
        .expect(400);
      expect((unknown.body as ApiError).message).toBe('Unknown field: password');
    });
  });

  describe('payments, audit and the ledger', () => {
    let student: { id: number; token: string };
    let payments: ManualPayment[];

    beforeAll(async () => {
      student = await t.student();
      payments = [];
      for (const reference of ['sr-ref-1', 'sr-ref-2', 'sr-ref-3']) {
        const response = await t.http
          .post('/api/payments/manual')
          .set('token', student.token)
          .send({ method: 'p2p', reference, course: 'topup', price: 120 })
          .expect(201);
        payments.push(response.body as ManualPayment);
      }
      for (const payment of payments.slice(0, 2)) {
        await t.http
          .post(`/api/admin/payments/${payment.id}/confirm`)
          .set('Authorization', t.tokens.support)
          .expect(200);
      }
    });

    it('payments: getList, getMany by payment id and getManyReference by user', async () => {
      const page = await support.getList('payments', {
        pagination: firstPage,
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
      expect(page.total).toBe(3);
      const many = await support.getMany('payments', [payments[0].id, payments[2].id]);
      expect(idsOf(many.data).sort()).toEqual([payments[0].id, payments[2].id].sort());
      const ofStudent = await support.getManyReference('payments', {
        target: 'userId',
        id: student.id,
        pagination: firstPage,
        sort: byId,
        filter: { status: 'paid' },
      });
      expect(
        (ofStudent.data as unknown as AdminPayment[]).map((payment) => payment.id).sort(),
      ).toEqual([payments[0].id, payments[1].id].sort());
    });

    it('audit: getList and getMany by entry id', async () => {
      const page = await admin.getList('audit', {
        pagination: firstPage,
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
      const chosen = idsOf(page.data).slice(0, 2) as number[];
      expect(chosen).toHaveLength(2);
      const many = await admin.getMany('audit', chosen);
      expect(idsOf(many.data).sort()).toEqual([...chosen].sort());
    });

    it("a user's ledger and audit trail take getMany's filter id too", async () => {
      const ledger = await t.http
        .get(`/api/admin/users/${student.id}/ledger`)
        .set('Authorization', t.tokens.support)
        .expect(200);
      const entries = ledger.body as LedgerEntry[];
      expect(entries).toHaveLength(2);
      const one = await t.http
        .get(`/api/admin/users/${student.id}/ledger`)
        .set('Authorization', t.tokens.support)
        .query({ filter: JSON.stringify({ id: [entries[1].id] }) })
        .expect(200);
      expect(one.headers['content-range']).toBe('ledger 0-0/1');
      expect(idsOf(one.body as Json[])).toEqual([entries[1].id]);
      const paymentLedger = await t.http
        .get(`/api/admin/payments/${payments[0].id}/ledger`)
        .set('Authorization', t.tokens.support)
        .query({ filter: JSON.stringify({ id: [] }) })
        .expect(200);
      expect(paymentLedger.body).toEqual([]);
      expect(paymentLedger.headers['content-range']).toBe('ledger 0-0/0');
    });

    it('refuses an id that names no row of the list', async () => {
      for (const [path, id] of [
        ['users', 'abc'],
        ['staff', -1],
        ['payments', 42],
        ['audit', 'x'],
      ] as const) {
        const response = await t.http
          .get(`/api/admin/${path}`)
          .set('Authorization', t.tokens.admin)
          .query({ filter: JSON.stringify({ id: [id] }) })
          .expect(400);
        expect((response.body as ApiError).message).toMatch(/^id must be /);
      }
    });
  });
});
