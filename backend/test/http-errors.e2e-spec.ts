import type { ApiError } from '@academy/contracts';
import { aRegistration } from '@academy/contracts/testing';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const JSON_ROUTES = ['/api/register', '/api/login', '/api/reset-password', '/api/admin/login'];
const BAD_JSON = {
  statusCode: 400,
  message: 'The request body is not valid JSON',
  code: 'INVALID_JSON',
};

let t: TestApp<'admin'>;
const registration = (email: string) => aRegistration({ email });
const postRaw = (path: string, contentType: string, text: string) =>
  t.http.post(path).set('content-type', contentType).send(text);

/** Every error answer: JSON { statusCode, message, code[, errors] } with the HTTP status. */
function expectApiError(response: Answer, status: number): ApiError {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.body as ApiError;
  expect(body.statusCode).toBe(status);
  expect(body.message).toEqual(expect.any(String));
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.code).toMatch(/^[A-Z_]+$/);
  expect(
    Object.keys(body).every((key) => ['statusCode', 'message', 'code', 'errors'].includes(key)),
  ).toBe(true);
  return body;
}

beforeAll(async () => {
  t = await createTestApp({ staff: ['admin'] });
});
afterAll(() => t.close());

describe('request bodies', () => {
  it.each(JSON_ROUTES)('%s answers malformed JSON with 400 INVALID_JSON', async (path) => {
    for (const text of ['{"email":', "{'email': 'a@example.com'}", '{"a":1}}', 'undefined']) {
      const response = await postRaw(path, 'application/json', text);
      expectApiError(response, 400);
      expect(response.body).toEqual(BAD_JSON);
    }
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await postRaw('/api/login', 'application/json', '');
    expect(expectApiError(response, 400).code).toBe('INVALID_JSON');
  });

  it.each(['[1,2]', 'null', '42', '"text"', 'true'])(
    'answers the JSON value %s instead of an object with 400, never 5xx',
    async (text) => {
      const response = await postRaw('/api/login', 'application/json', text);
      expect(expectApiError(response, 400).code).toBe('VALIDATION_FAILED');
    },
  );

  it('answers a body over 64 kB with 413', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(64 * 1024) });
    const response = await postRaw('/api/login', 'application/json', big);
    expectApiError(response, 413);
    expect(response.body).toEqual({
      statusCode: 413,
      message: 'The request body is too large (at most 64 kB)',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('reads a body just under 64 kB', async () => {
    const text = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(60 * 1000) });
    const response = await postRaw('/api/login', 'application/json', text);
    expect(expectApiError(response, 400).message).toBe('Password is too long');
  });

  it('answers a provider event over 1 MB with 413, and reads one just under it', async () => {
    const event = (size: number) => JSON.stringify({ id: 'evt_1', pad: 'x'.repeat(size) });
    const tooLarge = await postRaw(
      '/api/payments/webhooks/stripe',
      'application/json',
      event(1024 * 1024),
    );
    expect(expectApiError(tooLarge, 413).message).toBe(
      'The request body is too large (at most 1 MB)',
    );
    const large = await postRaw(
      '/api/payments/webhooks/stripe',
      'application/json',
      event(1000 * 1000),
    );
    expect(large.status).not.toBe(413);
  });

  it('answers a body of an unsupported content type with 415', async () => {
    const response = await postRaw('/api/login', 'application/xml', '<login/>');
    expectApiError(response, 415);
    expect((response.body as ApiError).message).toBe('Send the request body as application/json');
  });

  it('answers a plain-text body with a 4xx JSON error', async () => {
    const response = await postRaw('/api/login', 'text/plain', 'email=a@example.com');
    expectApiError(response, 400);
  });
});

describe('unknown fields', () => {
  it('rejects an unknown field at registration and creates nobody', async () => {
    const body = { ...registration('extra@example.com'), x: 1 };
    const response = await t.http.post('/api/register').send(body);
    expectApiError(response, 400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Unknown field: x',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'x', message: 'Unknown field: x' }],
    });
    await t.http.post('/api/register').send(registration('extra@example.com')).expect(201);
  });

  it('lists the declared fields first and unknown fields after them', async () => {
    const body = { ...registration('order@example.com'), balance: 1000, username: '' };
    const response = await t.http.post('/api/register').send(body);
    expect(expectApiError(response, 400).errors).toEqual([
      { field: 'username', message: 'First name is required', code: 'FIRST_NAME_REQUIRED' },
      { field: 'balance', message: 'Unknown field: balance' },
    ]);
  });

  it.each([
    ['/api/login', { email: 'a@example.com', password: 'x', role: 'admin' }, 'role'],
    ['/api/admin/login', { username: 'someone', password: 'x', role: 'admin' }, 'role'],
    ['/api/reset-password', { email: 'a@example.com', token: 'x' }, 'token'],
  ])('%s rejects an unknown field', async (path, body, field) => {
    const response = await t.http.post(path).send(body);
    expect(expectApiError(response, 400).message).toBe(`Unknown field: ${field}`);
  });
});

describe('error answers', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/admin/nothing/here'],
    ['DELETE', '/api/login'],
  ])('%s %s answers 404 JSON', async (method, path) => {
    const call =
      method === 'GET'
        ? t.http.get(path)
        : method === 'POST'
          ? t.http.post(path).send({})
          : t.http.delete(path);
    const response = await call;
    expectApiError(response, 404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: `Cannot ${method} ${path}`,
      code: 'NOT_FOUND',
    });
  });

  it('answers a path id that is not a positive whole number with 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await t.http
        .get(`/api/admin/users/${id}`)
        .set('authorization', t.tokens.admin);
      expect(expectApiError(response, 400).message).toBe('The id must be a positive whole number');
    }
  });

  it('answers list parameters that are not JSON with 400', async () => {
    const response = await t.http
      .get('/api/admin/users')
      .query({ sort: 'created_at' })
      .set('authorization', t.tokens.admin);
    expect(expectApiError(response, 400).message).toBe('sort must be JSON');
  });

  it('answers every kind of failure in the same shape', async () => {
    await t.http.post('/api/register').send(registration('taken@example.com')).expect(201);
    const answers: [Answer, number][] = [
      [await t.http.post('/api/register').send({}), 400],
      [await t.http.get('/api/user'), 401],
      [await t.http.post('/api/login').send({ email: 'no@example.com', password: 'x' }), 401],
      [await t.http.get('/api/admin/audit').set('authorization', await t.staff('support')), 403],
      [await t.http.get('/api/admin/users/999999').set('authorization', t.tokens.admin), 404],
      [await t.http.post('/api/register').send(registration('taken@example.com')), 409],
    ];
    for (const [response, status] of answers) expectApiError(response, status);
  });
});

describe('API documentation', () => {
  const ROUTES: [string, string][] = [
    ['post', '/api/register'],
    ['post', '/api/login'],
    ['post', '/api/reset-password'],
    ['post', '/api/reset-password/confirm'],
    ['get', '/api/user'],
    ['post', '/api/admin/login'],
    ['get', '/api/admin/user'],
    ['put', '/api/admin/user/account/{id}'],
    ['delete', '/api/admin/user/delete/{id}'],
    ['put', '/api/user/{id}/balance'],
    ['put', '/api/user/{id}/course'],
    ['post', '/api/user/overdraft/{id}'],
    ['get', '/api/admin/users'],
    ['get', '/api/admin/users/{id}'],
    ['put', '/api/admin/users/{id}'],
    ['delete', '/api/admin/users/{id}'],
    ['get', '/api/admin/stats/summary'],
    ['get', '/api/admin/stats/registrations'],
    ['get', '/api/admin/audit'],
    ['post', '/api/admin/users/bulk-balance/preview'],
    ['post', '/api/admin/users/bulk-balance'],
    ['get', '/api/admin/users/export.csv'],
    ['post', '/api/admin/users/{id}/password-reset'],
    ['get', '/api/health'],
    ['get', '/api/config'],
  ];

  it('/api/docs-json lists every route implemented so far', async () => {
    const response = await t.http.get('/api/docs-json').expect(200);
    const { paths } = response.body as { paths: Record<string, Record<string, unknown>> };
    const listed = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(listed).toEqual(
      expect.arrayContaining(ROUTES.map(([method, path]) => `${method} ${path}`)),
    );
  });

  it('/api/docs answers the OpenAPI page as HTML', async () => {
    const response = await t.http.get('/api/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toMatch(/swagger/i);
  });
});
