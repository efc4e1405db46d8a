import type { ApiError, User } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('react-admin users resource /api/admin/users', () => {
  let t: TestApp<'admin'>;
  const people: Record<string, { id: number; email: string }> = {};

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
    people.anna = await t.student({
      email: 'Anna.Smirnova@Example.com',
      contact: '+7 912 345 67 89',
    });
    people.boris = await t.student({ email: 'boris77@example.com', contact: '+1 202 555 0143' });
    people.percent = await t.student({
      email: 'per%cent@example.com',
      contact: '+44 20 7946 0958',
    });
    people.underscore = await t.student({
      email: 'under_score@example.com',
      contact: '+49 30 901820',
    });
    people.plain = await t.student({
      email: 'underscore@example.com',
      contact: '+33 1 77 45 67 89',
    });
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string>) =>
    t.http.get('/api/admin/users').set('Authorization', t.tokens.admin).query(query);

  const search = async (q: string): Promise<number[]> => {
    const response = await list({ filter: JSON.stringify({ q }) }).expect(200);
    return (response.body as User[]).map((user) => user.id).sort((a, b) => a - b);
  };

  const ids = (...names: string[]) => names.map((name) => people[name].id).sort((a, b) => a - b);

  describe('GET /api/admin/users', () => {
    it('pages with range and answers Content-Range "users first-last/total"', async () => {
      const response = await list({ sort: '["created_at","DESC"]', range: '[0,1]' }).expect(200);
      expect(response.headers['content-range']).toBe('users 0-1/5');
      expect((response.body as User[]).map((user) => user.id)).toEqual(
        ids('underscore', 'plain').reverse(),
      );
    });

    it('answers the last partial page and an empty page past the end', async () => {
      const last = await list({ sort: '["id","ASC"]', range: '[4,9]' }).expect(200);
      expect(last.headers['content-range']).toBe('users 4-4/5');
      expect((last.body as User[]).map((user) => user.id)).toEqual([people.plain.id]);
      const past = await list({ range: '[10,19]' }).expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['content-range']).toMatch(/\/5$/);
    });

    it('sorts by the requested field and order', async () => {
      const response = await list({ sort: '["email","ASC"]' }).expect(200);
      const emails = (response.body as User[]).map((user) => user.email.toLowerCase());
      expect(emails).toEqual([...emails].sort());
    });

    it('never sends a password', async () => {
      const response = await list({}).expect(200);
      for (const user of response.body as User[]) {
        expect(Object.keys(user).some((key) => key.includes('password'))).toBe(false);
      }
    });

    describe('filter q', () => {
      it('matches a case-insensitive substring of the e-mail', async () => {
        expect(await search('anna.SMIRNOVA@')).toEqual(ids('anna'));
        expect(await search('EXAMPLE.COM')).toHaveLength(5);
      });

      it('matches the phone digits whatever the spacing', async () => {
        expect(await search('912 345')).toEqual(ids('anna'));
        expect(await search('912345')).toEqual(ids('anna'));
        expect(await search('+1 (202) 555-0143')).toEqual(ids('boris'));
        expect(await search('7946')).toEqual(ids('percent'));
      });

      it('matches the id, and every hit matches q somewhere', async () => {
        const q = String(people.boris.id);
        const response = await list({ filter: JSON.stringify({ q }) }).expect(200);
        const found = response.body as User[];
        expect(found.map((user) => user.id)).toContain(people.boris.id);
        for (const user of found) {
          const text = [String(user.id), user.email.toLowerCase(), user.contact.replace(/\D/g, '')];
          expect(text.some((part) => part.includes(q))).toBe(true);
        }
      });

      it('finds just the one user for a full e-mail that contains digits', async () => {
        expect(await search('boris77@example.com')).toEqual(ids('boris'));
      });

      it('treats % and _ as literal characters, not wildcards', async () => {
        expect(await search('%')).toEqual(ids('percent'));
        expect(await search('per%c')).toEqual(ids('percent'));
        expect(await search('_')).toEqual(ids('underscore'));
        expect(await search('under_')).toEqual(ids('underscore'));
        expect(await search('r%')).toEqual(ids('percent'));
        expect(await search('\\')).toEqual([]);
      });

      it('answers the count of matches in Content-Range', async () => {
        const response = await list({ filter: '{"q":"under"}', range: '[0,0]' }).expect(200);
        expect(response.headers['content-range']).toBe('users 0-0/2');
      });

      it('answers no one for a text nobody has', async () => {
        expect(await search('zzz-nobody')).toEqual([]);
      });
    });

    it.each([
      [{ sort: '["password_hash","ASC"]' }, /^sort must be/],
      [{ sort: '["created_at","SIDEWAYS"]' }, /^sort must be/],
      [{ sort: '[created_at' }, 'sort must be JSON'],
      [{ range: '[5,1]' }, /^range must be/],
      [{ range: '[0,5000]' }, /^range must be/],
      [{ range: 'nope' }, 'range must be JSON'],
      [{ filter: '{"q":' }, 'filter must be JSON'],
      [{ filter: '["q"]' }, 'filter must be a JSON object'],
      [{ filter: '{"q":42}' }, /^q must be text/],
    ])('rejects %j with 400', async (query, message) => {
      const response = await list(query).expect(400);
      expect((response.body as ApiError).message).toMatch(message);
    });
  });

  describe('GET /api/admin/users/:id', () => {
    it('answers the user itself, without an envelope', async () => {
      const response = await t.http
        .get(`/api/admin/users/${people.anna.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(response.body).toMatchObject({
        id: people.anna.id,
        email: 'Anna.Smirnova@Example.com',
      });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await t.http.get('/api/admin/users/424242').set('Authorization', t.tokens.admin).expect(404);
      await t.http.get('/api/admin/users/abc').set('Authorization', t.tokens.admin).expect(400);
    });
  });

  describe('PUT /api/admin/users/:id', () => {
    it('changes account fields and answers the user', async () => {
      const { id } = await t.student();
      const response = await t.http
        .put(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .send({ username: 'Vera', contact: '79001234567' })
        .expect(200);
      expect(response.body).toMatchObject({ id, username: 'Vera', contact: '+7 900 123 45 67' });
    });

    it('refuses a changed balance with 400, naming its own call, and changes nothing', async () => {
      const { id } = await t.student();
      const response = await t.http
        .put(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .send({ username: 'Vera', balance: 1_000_000 })
        .expect(400);
      expect((response.body as ApiError).errors).toEqual([
        {
          field: 'balance',
          code: 'OWN_CALL',
          message: `balance is not changed here: use POST /api/admin/users/${id}/balance-adjustments`,
        },
      ]);
      const after = await t.http
        .get(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(after.body).toMatchObject({ username: 'Anna', balance: 0 });
    });

    it('answers 409 for an e-mail that is taken, in any letter case, and changes nothing', async () => {
      const { id, email } = await t.student();
      const response = await t.http
        .put(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .send({ username: 'Vera', email: 'boris77@EXAMPLE.com' })
        .expect(409);
      expect(response.body).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: 'A user with this email already exists',
      });
      const after = await t.http
        .get(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(after.body).toMatchObject({ username: 'Anna', email });
      const audit = await t.http
        .get('/api/admin/audit')
        .set('Authorization', t.tokens.admin)
        .query({ filter: JSON.stringify({ targetUserId: id }) })
        .expect(200);
      expect(audit.body).toEqual([]);
    });

    it('audits every change with the account before and after', async () => {
      const { id, email } = await t.student({ contact: '+7 912 000 11 22' });
      await t.http
        .put(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .send({
          username: 'Vera',
          lastname: 'Orlova',
          email: 'vera.orlova@example.com',
          contact: '+44 20 7946 0000',
        })
        .expect(200);
      const audit = await t.http
        .get('/api/admin/audit')
        .set('Authorization', t.tokens.admin)
        .query({ filter: JSON.stringify({ targetUserId: id }) })
        .expect(200);
      expect(audit.body).toEqual([
        expect.objectContaining({
          action: 'account',
          targetUserId: id,
          before: expect.objectContaining({
            username: 'Anna',
            lastname: 'Petrova',
            email,
            contact: '+7 912 000 11 22',
          }) as unknown,
          after: expect.objectContaining({
            username: 'Vera',
            lastname: 'Orlova',
            email: 'vera.orlova@example.com',
            contact: '+44 20 7946 0000',
          }) as unknown,
        }),
      ]);
    });

    it('keeps the same e-mail of the same user without a conflict', async () => {
      const { id, email } = await t.student();
      await t.http
        .put(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .send({ email: email.toUpperCase() })
        .expect(200);
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    it('deletes the user, who then disappears from the list', async () => {
      const { id } = await t.student();
      const response = await t.http
        .delete(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect((response.body as User).id).toBe(id);
      await t.http.get(`/api/admin/users/${id}`).set('Authorization', t.tokens.admin).expect(404);
      expect(await search(String(id))).not.toContain(id);
      await t.http
        .delete(`/api/admin/users/${id}`)
        .set('Authorization', t.tokens.admin)
        .expect(404);
    });
  });
});

describe('CORS for the back office on another origin', () => {
  let t: TestApp<'admin'>;
  const origin = 'http://admin.example.com';

  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: origin }, staff: ['admin'] });
  });
  afterAll(() => t.close());

  it('allows the configured origin and exposes Content-Range', async () => {
    const response = await t.http
      .get('/api/admin/users')
      .set('Origin', origin)
      .set('Authorization', t.tokens.admin)
      .expect(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    const exposed = String(response.headers['access-control-expose-headers']).toLowerCase();
    expect(exposed.split(/,\s*/)).toContain('content-range');
    expect(response.headers['content-range']).toBe('users 0-0/0');
  });

  it('answers the preflight for an Authorization header', async () => {
    const response = await t.http
      .options('/api/admin/users')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization')
      .expect(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
  });

  it('does not allow another origin', async () => {
    const response = await t.http
      .get('/api/admin/users')
      .set('Origin', 'http://evil.example.com')
      .set('Authorization', t.tokens.admin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
