import type { ApiError, User, UserEnvelope, UsersEnvelope } from '@academy/contracts';
import { createTestApp, staffIdOf, type TestApp } from './support/test-app.js';
import { STRONG_PASSWORD } from '@academy/contracts/testing';

describe('admin user calls', () => {
  let t: TestApp<'admin'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
  });
  afterAll(() => t.close());

  const getUser = async (id: number): Promise<User> =>
    (await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(200))
      .body as User;

  describe('GET /api/admin/user', () => {
    it('answers { status: 200, data, total } with the newest users first and no password', async () => {
      const first = await t.student();
      const second = await t.student();
      const response = await t.http
        .get('/api/admin/user')
        .set('Authorization', t.tokens.admin)
        .expect(200);
      const body = response.body as UsersEnvelope;
      expect(body.status).toBe(200);
      expect(body.total).toBe(body.data.length);
      expect(body.data.map((user) => user.id).slice(0, 2)).toEqual([second.id, first.id]);
      const created = body.data.map((user) => Date.parse(user.created_at));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      for (const user of body.data) {
        expect(user).not.toHaveProperty('password');
        expect(user).not.toHaveProperty('password_hash');
        expect(user.user_id).toBe(user.id);
      }
    });
  });

  describe('PUT /api/admin/user/account/:id', () => {
    const put = (id: number, body: object) =>
      t.http.put(`/api/admin/user/account/${id}`).set('Authorization', t.tokens.admin).send(body);

    it('changes names, e-mail and phone, trimming names and normalising the phone', async () => {
      const { id } = await t.student();
      const response = await put(id, {
        username: '  Maria ',
        lastname: 'Ivanova',
        email: 'maria.ivanova@example.com',
        contact: '12025550143',
      }).expect(200);
      const { data } = response.body as UserEnvelope;
      expect(data).toMatchObject({
        id,
        username: 'Maria',
        lastname: 'Ivanova',
        email: 'maria.ivanova@example.com',
        contact: '+1 202 555 0143',
      });
      expect(await getUser(id)).toMatchObject(data);
    });

    it('lets the changed e-mail sign in', async () => {
      const { id } = await t.student();
      await put(id, { email: 'renamed.student@example.com' }).expect(200);
      await t.http
        .post('/api/login')
        .send({ email: 'renamed.student@example.com', password: STRONG_PASSWORD })
        .expect(200);
    });

    it.each(['balance', 'password', 'id', 'course', 'overdraft', 'password_hash'])(
      'rejects %s with 400 "Unknown field" and changes nothing',
      async (field) => {
        const { id } = await t.student();
        const before = await getUser(id);
        const response = await put(id, { username: 'Changed', [field]: 1000 }).expect(400);
        expect((response.body as ApiError).message).toBe(`Unknown field: ${field}`);
        expect(await getUser(id)).toEqual(before);
      },
    );

    it('answers 409 when the e-mail belongs to another user, in any letter case', async () => {
      const other = await t.student();
      const { id } = await t.student();
      const response = await put(id, { email: other.email.toUpperCase() }).expect(409);
      expect((response.body as ApiError).message).toBe('A user with this email already exists');
      expect((await getUser(id)).email).not.toBe(other.email);
    });

    it("accepts the user's own e-mail", async () => {
      const { id, email } = await t.student();
      await put(id, { email }).expect(200);
    });

    it.each([
      [{ username: '   ' }, 'First name is required'],
      [{ lastname: '' }, 'Last name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ contact: '' }, 'Phone number is required'],
      [{ contact: '12345' }, 'Please enter a valid phone number'],
      [{ avatar: 'javascript:alert(1)' }, 'Avatar must be an http(s) URL'],
    ])('rejects %j with 400 "%s"', async (body, message) => {
      const { id } = await t.student();
      const before = await getUser(id);
      const response = await put(id, body).expect(400);
      expect((response.body as ApiError).message).toBe(message);
      expect(await getUser(id)).toEqual(before);
    });

    it('rejects null for a name', async () => {
      const { id } = await t.student();
      await put(id, { username: null }).expect(400);
    });
  });

  describe('DELETE /api/admin/user/delete/:id', () => {
    it('removes the user from lists and sign-in but keeps the ledger', async () => {
      const student = await t.student();
      await t.http
        .put(`/api/user/${student.id}/balance`)
        .set('Authorization', t.tokens.admin)
        .send({ balance: 75 })
        .expect(200);
      const response = await t.http
        .delete(`/api/admin/user/delete/${student.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect((response.body as UserEnvelope).data.id).toBe(student.id);

      const list = (
        await t.http.get('/api/admin/user').set('Authorization', t.tokens.admin).expect(200)
      ).body as UsersEnvelope;
      expect(list.data.map((user) => user.id)).not.toContain(student.id);
      await t.http
        .get(`/api/admin/users/${student.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(404);
      await t.http
        .post('/api/login')
        .send({ email: student.email, password: STRONG_PASSWORD })
        .expect(401);
      await t.http.get('/api/user').set('token', student.token).expect(401);
      await t.http
        .delete(`/api/admin/user/delete/${student.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(404);
      expect(await t.ledger(student.id)).toHaveLength(1);
    });

    it('frees the e-mail for a new registration', async () => {
      const student = await t.student();
      await t.http
        .delete(`/api/admin/user/delete/${student.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      const again = await t.student({ email: student.email });
      expect(again.id).not.toBe(student.id);
    });
  });

  describe('PUT /api/user/:id/balance', () => {
    const put = (id: number, body: object) =>
      t.http.put(`/api/user/${id}/balance`).set('Authorization', t.tokens.admin).send(body);

    it('sets the balance and writes a ledger row with delta, balance after and admin', async () => {
      const { id } = await t.student();
      const first = await put(id, { balance: 250.5 }).expect(200);
      expect((first.body as UserEnvelope).data.balance).toBe(250.5);
      await put(id, { balance: 100 }).expect(200);
      expect((await getUser(id)).balance).toBe(100);
      const rows = await t.ledger(id);
      expect(rows.map((row) => [row.delta, row.balanceAfter])).toEqual([
        [250.5, 250.5],
        [-150.5, 100],
      ]);
      expect(rows.every((row) => row.reason === 'admin_set')).toBe(true);
      expect(rows.every((row) => row.staffId === staffIdOf(t.tokens.admin))).toBe(true);
    });

    it.each([
      [{ balance: '100' }, 'Balance must be a number with at most two decimals'],
      [{ balance: -1 }, 'Balance cannot be negative'],
      [{ balance: 10.123 }, 'Balance must be a number with at most two decimals'],
      [{ balance: null }, 'Balance must be a number with at most two decimals'],
      [{}, 'Balance must be a number with at most two decimals'],
      [{ balance: 1e15 }, 'Balance is too large'],
      [{ balance: 5, course: 'GOLD' }, 'Unknown field: course'],
    ])('rejects %j with 400 and writes nothing', async (body, message) => {
      const { id } = await t.student();
      const response = await put(id, body).expect(400);
      expect((response.body as ApiError).message).toBe(message);
      expect((await getUser(id)).balance).toBe(0);
      expect(await t.ledger(id)).toEqual([]);
    });
  });

  describe('PUT /api/user/:id/course', () => {
    const put = (id: number, course: unknown) =>
      t.http.put(`/api/user/${id}/course`).set('Authorization', t.tokens.admin).send({ course });

    it.each([
      ['NONE', 'NONE'],
      ['SILVER', 'SILVER'],
      ['GOLD', 'GOLD'],
      ['PLATINUM', 'PLATINUM'],
      ['gold', 'GOLD'],
      [' Platinum ', 'PLATINUM'],
      ['  Forex Masterclass  ', 'Forex Masterclass'],
    ])('stores %j as %j', async (course, stored) => {
      const { id } = await t.student();
      const response = await put(id, course).expect(200);
      expect((response.body as UserEnvelope).data.course).toBe(stored);
      expect((await getUser(id)).course).toBe(stored);
    });

    it.each([
      ['', 'Course name must not be blank'],
      ['   ', 'Course name must not be blank'],
      [42, 'Course must be text'],
      ['x'.repeat(101), 'Course name must be at most 100 characters long'],
    ])('rejects %j with 400', async (course, message) => {
      const { id } = await t.student();
      const response = await put(id, course).expect(400);
      expect((response.body as ApiError).message).toBe(message);
      expect((await getUser(id)).course).toBe('NONE');
    });
  });

  describe('ids', () => {
    const calls: [string, string, object | undefined][] = [
      ['put', '/api/admin/user/account/:id', { username: 'X' }],
      ['delete', '/api/admin/user/delete/:id', undefined],
      ['put', '/api/user/:id/balance', { balance: 1 }],
      ['put', '/api/user/:id/course', { course: 'GOLD' }],
    ];
    const send = (method: string, path: string, id: string, body?: object) => {
      const url = path.replace(':id', id);
      const call = method === 'put' ? t.http.put(url) : t.http.delete(url);
      return call.set('Authorization', t.tokens.admin).send(body);
    };

    it.each(calls)('%s %s answers 404 for an unknown id', async (method, path, body) => {
      const response = await send(method, path, '999999', body).expect(404);
      expect((response.body as ApiError).message).toBe('User not found');
    });

    it.each(calls)('%s %s answers 400 for a non-numeric id', async (method, path, body) => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await send(method, path, id, body).expect(400);
        expect((response.body as ApiError).message).toBe('The id must be a positive whole number');
      }
    });
  });
});
