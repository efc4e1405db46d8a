import { DataSource } from 'typeorm';
import type {
  ApiError,
  FieldError,
  AuthTokenResponse,
  RegisterRequest,
  UserEnvelope,
} from '@academy/contracts';
import { aRegistration as registration, STRONG_PASSWORD } from '@academy/contracts/testing';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const db = () => t.app.get(DataSource);
const storedUser = async (email: string) =>
  (
    await db().query<
      { id: number; contact: string; password_hash: string; last_activity: Date | null }[]
    >(
      'SELECT id, contact, password_hash, last_activity FROM users WHERE lower(email) = lower($1)',
      [email],
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates the account and answers 201 with a token and "Registration successful"', async () => {
    const body = registration();
    const response = await t.http.post('/api/register').send(body).expect(201);
    expect(response.body).toEqual({
      token: expect.any(String),
      message: 'Registration successful',
    });
    const me = await t.http.get('/api/user').set('token', response.body.token).expect(200);
    expect((me.body as UserEnvelope).data).toMatchObject({
      username: 'Anna',
      lastname: 'Petrova',
      email: body.email,
      balance: 0,
      course: 'NONE',
      overdraft: false,
    });
  });

  const invalid: [keyof RegisterRequest, string, string, Partial<FieldError>][] = [
    ['username', '', 'First name is required', { code: 'FIRST_NAME_REQUIRED' }],
    ['username', '   ', 'First name is required', { code: 'FIRST_NAME_REQUIRED' }],
    ['lastname', '', 'Last name is required', { code: 'LAST_NAME_REQUIRED' }],
    ['lastname', ' \t ', 'Last name is required', { code: 'LAST_NAME_REQUIRED' }],
    ['email', '', 'Email is required', { code: 'EMAIL_REQUIRED' }],
    ['email', 'anna@', 'Please enter a valid email address', { code: 'EMAIL_INVALID' }],
    ['email', 'anna.example.com', 'Please enter a valid email address', { code: 'EMAIL_INVALID' }],
    ['contact', '', 'Phone number is required', { code: 'PHONE_REQUIRED' }],
    ['contact', '+79123456', 'Please enter a valid phone number', { code: 'PHONE_INVALID' }],
    ['password', '', 'Password is required', { code: 'PASSWORD_REQUIRED' }],
    [
      'password',
      'Ab1!xyz',
      'Password must be at least 8 characters long',
      { code: 'PASSWORD_TOO_SHORT', params: { min: 8 } },
    ],
    [
      'password',
      'str0ng!pass',
      'Password must contain at least one uppercase letter',
      { code: 'PASSWORD_NEEDS_UPPERCASE' },
    ],
    [
      'password',
      'STR0NG!PASS',
      'Password must contain at least one lowercase letter',
      { code: 'PASSWORD_NEEDS_LOWERCASE' },
    ],
    [
      'password',
      'Strong!pass',
      'Password must contain at least one number',
      { code: 'PASSWORD_NEEDS_NUMBER' },
    ],
    [
      'password',
      'Str0ngpass1',
      'Password must contain at least one special character',
      { code: 'PASSWORD_NEEDS_SPECIAL' },
    ],
  ];

  it.each(invalid)(
    'answers 400 for %s %j with "%s" and the rule\'s code to translate',
    async (field, value, message, verdict) => {
      const body = registration({ [field]: value });
      const response = await t.http.post('/api/register').send(body).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message,
        code: 'VALIDATION_FAILED',
        errors: [{ field, message, ...verdict }],
      });
      expect(await storedUser(body.email)).toBeUndefined();
    },
  );

  it("lists each field's first problem in the form's order, the first one as the message", async () => {
    const body = { username: ' ', lastname: '', email: 'x@', contact: '123', password: 'short' };
    const response = await t.http.post('/api/register').send(body).expect(400);
    expect((response.body as ApiError).message).toBe('First name is required');
    expect((response.body as ApiError).errors).toEqual([
      { field: 'username', message: 'First name is required', code: 'FIRST_NAME_REQUIRED' },
      { field: 'lastname', message: 'Last name is required', code: 'LAST_NAME_REQUIRED' },
      { field: 'email', message: 'Please enter a valid email address', code: 'EMAIL_INVALID' },
      { field: 'contact', message: 'Please enter a valid phone number', code: 'PHONE_INVALID' },
      {
        field: 'password',
        message: 'Password must be at least 8 characters long',
        code: 'PASSWORD_TOO_SHORT',
        params: { min: 8 },
      },
    ]);
  });

  it('treats missing fields as empty ones', async () => {
    const response = await t.http.post('/api/register').send({}).expect(400);
    expect((response.body as ApiError).errors).toEqual([
      { field: 'username', message: 'First name is required', code: 'FIRST_NAME_REQUIRED' },
      { field: 'lastname', message: 'Last name is required', code: 'LAST_NAME_REQUIRED' },
      { field: 'email', message: 'Email is required', code: 'EMAIL_REQUIRED' },
      { field: 'contact', message: 'Phone number is required', code: 'PHONE_REQUIRED' },
      { field: 'password', message: 'Password is required', code: 'PASSWORD_REQUIRED' },
    ]);
    const nulls = await t.http.post('/api/register').send({ ...registration(), username: null });
    expect((nulls.body as ApiError).errors).toEqual([
      { field: 'username', message: 'First name is required', code: 'FIRST_NAME_REQUIRED' },
    ]);
  });

  it('answers "Must be text" for a field that is not a string', async () => {
    const response = await t.http
      .post('/api/register')
      .send({ ...registration(), lastname: 42 })
      .expect(400);
    expect((response.body as ApiError).errors).toEqual([
      { field: 'lastname', message: 'Must be text' },
    ]);
  });

  it.each([
    ['+79123456789', '+7 912 345 67 89'],
    ['79123456789', '+7 912 345 67 89'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['0000000000', '+0000000000'],
  ])('stores the phone %s as %s', async (contact, stored) => {
    const body = registration({ contact });
    const response = await t.http.post('/api/register').send(body).expect(201);
    expect((await storedUser(body.email)).contact).toBe(stored);
    const me = await t.http.get('/api/user').set('token', response.body.token).expect(200);
    expect((me.body as UserEnvelope).data.contact).toBe(stored);
  });

  it('keeps only an argon2id hash of the password and never answers it', async () => {
    const body = registration();
    const response = await t.http.post('/api/register').send(body).expect(201);
    const me = await t.http.get('/api/user').set('token', response.body.token).expect(200);
    for (const text of [response.text, me.text]) {
      expect(text).not.toMatch(/password/i);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(STRONG_PASSWORD);
    }
    const { password_hash: hash } = await storedUser(body.email);
    expect(hash.startsWith('$argon2id$')).toBe(true);
  });

  it('answers 409 for an e-mail that already has an account, in any letter case', async () => {
    const body = registration({ email: 'Taken.Address@Example.com' });
    await t.http.post('/api/register').send(body).expect(201);
    for (const email of [body.email, 'taken.address@example.com', 'TAKEN.ADDRESS@EXAMPLE.COM']) {
      const response = await t.http
        .post('/api/register')
        .send({ ...body, email })
        .expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        message: 'A user with this email already exists',
        code: 'EMAIL_TAKEN',
      });
    }
    const [{ count }] = await db().query<{ count: number }[]>(
      "SELECT count(*)::int AS count FROM users WHERE lower(email) = 'taken.address@example.com'",
    );
    expect(count).toBe(1);
  });
});

describe('POST /api/login', () => {
  const register = async () => {
    const body = registration();
    await t.http.post('/api/register').send(body).expect(201);
    return body;
  };

  it('answers 200 with a working token and "Login successful"', async () => {
    const { email } = await register();
    const response = await t.http.post('/api/login').send({ email, password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    const body = response.body as AuthTokenResponse;
    expect(body).toEqual({ token: expect.any(String), message: 'Login successful' });
    const me = await t.http.get('/api/user').set('token', body.token).expect(200);
    expect((me.body as UserEnvelope).data.email).toBe(email);
  });

  it('matches the e-mail in any letter case', async () => {
    const { email } = await register();
    await t.http
      .post('/api/login')
      .send({ email: email.toUpperCase(), password: STRONG_PASSWORD })
      .expect(200);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const { email } = await register();
    const wrong = await t.http.post('/api/login').send({ email, password: 'Wr0ng!pass' });
    const unknown = await t.http
      .post('/api/login')
      .send({ email: 'nobody@example.com', password: STRONG_PASSWORD });
    const expected = {
      statusCode: 401,
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    };
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
  });

  it('answers 400 when the e-mail or the password is missing', async () => {
    const noEmail = await t.http.post('/api/login').send({ password: 'x' }).expect(400);
    expect((noEmail.body as ApiError).message).toBe('Email is required');
    const noPassword = await t.http
      .post('/api/login')
      .send({ email: 'a@example.com', password: '' })
      .expect(400);
    expect((noPassword.body as ApiError).message).toBe('Password is required');
  });

  it('sets last_activity at sign-in and does not rewrite it on every request', async () => {
    const { email } = await register();
    const { id } = await storedUser(email);
    await db().query('UPDATE users SET last_activity = NULL WHERE id = $1', [id]);
    const login = await t.http.post('/api/login').send({ email, password: STRONG_PASSWORD });
    const signedIn = (await storedUser(email)).last_activity;
    expect(signedIn).toBeInstanceOf(Date);
    for (let i = 0; i < 2; i += 1) {
      const me = await t.http.get('/api/user').set('token', login.body.token).expect(200);
      expect((me.body as UserEnvelope).data.last_activity).toBe(signedIn?.toISOString());
    }
  });

  it('no longer signs in a deleted user, nor accepts their old token', async () => {
    const student = await t.student();
    const admin = await t.staff('admin');
    await t.http
      .delete(`/api/admin/user/delete/${student.id}`)
      .set('authorization', admin)
      .expect(200);
    const login = await t.http
      .post('/api/login')
      .send({ email: student.email, password: STRONG_PASSWORD })
      .expect(401);
    expect((login.body as ApiError).message).toBe('Invalid email or password');
    await t.http.get('/api/user').set('token', student.token).expect(401);
  });
});

describe('GET /api/user', () => {
  it('answers {status: 200, data: user} with exactly the public user fields', async () => {
    const student = await t.student();
    const response = await t.http.get('/api/user').set('token', student.token).expect(200);
    const body = response.body as UserEnvelope;
    expect(body.status).toBe(200);
    const names = 'id user_id username lastname email contact balance course';
    const more =
      'overdraft overdraft_expires_at avatar created_at last_activity locale emailVerified pending_email';
    expect(Object.keys(body.data).sort()).toEqual(`${names} ${more}`.split(' ').sort());
    expect(body.data).toMatchObject({ id: student.id, user_id: student.id, email: student.email });
  });

  it('accepts the token as JSON text with quotes, as the student app stores it', async () => {
    const student = await t.student();
    const response = await t.http.get('/api/user').set('token', JSON.stringify(student.token));
    expect(response.status).toBe(200);
    expect((response.body as UserEnvelope).data.id).toBe(student.id);
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['a garbage token', 'not-a-jwt'],
    [
      'a token with a bad signature',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiYXVkIjoic3R1ZGVudCJ9.c2lnbmF0dXJl',
    ],
  ])('answers 401 JSON with %s', async (_, token) => {
    const call = t.http.get('/api/user');
    const response = await (token === null ? call : call.set('token', token));
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      statusCode: 401,
      message: 'Authentication required',
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses a student token sent as a Bearer header instead of the token header', async () => {
    const student = await t.student();
    await t.http.get('/api/user').set('authorization', `Bearer ${student.token}`).expect(401);
  });
});
