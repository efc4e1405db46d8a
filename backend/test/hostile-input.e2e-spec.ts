import { BULK_BALANCE_IDS_LIMIT, type ApiError, type User } from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp<'admin'>;

beforeAll(async () => {
  t = await createTestApp({ staff: ['admin'] });
});
afterAll(() => t.close());

const nested = (levels: number) => `{"x":${'['.repeat(levels)}${']'.repeat(levels)}}`;

function expectBadRequest(response: { status: number; body: unknown }, message: RegExp): ApiError {
  expect(response.status).toBe(400);
  const body = response.body as ApiError;
  expect(body).toMatchObject({ statusCode: 400, code: expect.stringMatching(/^[A-Z_]+$/) });
  expect(body.message).toMatch(message);
  return body;
}

describe('deeply nested JSON bodies', () => {
  const routes = [
    { path: '/api/login', auth: false },
    { path: '/api/register', auth: false },
    { path: '/api/admin/users/bulk-balance/preview', auth: true },
  ];

  it.each(routes)('answers 5,000 levels on $path with 400, quickly', async ({ path, auth }) => {
    for (const body of [nested(5_000), nested(30_000)]) {
      const started = Date.now();
      const request = t.http.post(path).set('content-type', 'application/json');
      if (auth) void request.set('authorization', t.tokens.admin);
      const response = await request.send(body);
      expectBadRequest(response, /nested/);
      expect((response.body as ApiError).code).toBe('INVALID_JSON');
      expect(Date.now() - started).toBeLessThan(500);
    }
  });

  it('reads a body nested up to the limit, and does not count brackets inside strings', async () => {
    const atTheLimit = await t.http
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(nested(31));
    expect(expectBadRequest(atTheLimit, /required/).errors).toContainEqual({
      field: 'x',
      message: 'Unknown field: x',
    });
    const student = await t.student();
    const bracketsInText = await t.http
      .post('/api/admin/users/bulk-balance/preview')
      .set('authorization', t.tokens.admin)
      .set('content-type', 'application/json')
      .send(`{"filter":{"q":"${'['.repeat(100)}"},"mode":"add","amount":1}`);
    expect(bracketsInText.status).toBe(200);
    await t.http
      .post('/api/admin/users/bulk-balance/preview')
      .set('authorization', t.tokens.admin)
      .send({ ids: [student.id], mode: 'add', amount: 1 })
      .expect(200);
  });
});

describe('wide JSON bodies', () => {
  const wide = (members: number) =>
    `{${Array.from({ length: members }, (_, index) => `"k${index}":1`).join(',')}}`;
  const elapsed = async <T>(work: Promise<T>) => {
    const started = Date.now();
    const result = await work;
    return { result, ms: Date.now() - started };
  };

  it('refuses 80,000 keys at sign-in at once, while a request sent beside it is answered', async () => {
    const body = wide(80_000);
    expect(body.length).toBeGreaterThan(600_000);
    const refused = elapsed(
      t.http.post('/api/login').set('content-type', 'application/json').send(body),
    );
    // Sent once the wide body is on its way, so that a server busy with it would hold this too.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const beside = await elapsed(t.http.get('/api/health'));
    const { result: response, ms } = await refused;
    expect(response.status).toBe(413);
    expect((response.body as ApiError).message).toBe(
      'The request body is too large (at most 64 kB)',
    );
    expect(ms).toBeLessThan(1_000);
    expect(beside.result.status).toBe(200);
    expect(beside.ms).toBeLessThan(1_000);
  });

  it('refuses 80,000 keys with 400 on a route that takes large bodies, before reading them', async () => {
    const { result: response, ms } = await elapsed(
      t.http
        .post('/api/payments/webhooks/stripe')
        .set('content-type', 'application/json')
        .set('stripe-signature', 't=1,v1=00')
        .send(wide(80_000)),
    );
    expect(expectBadRequest(response, /more than 1000 members/).code).toBe('INVALID_JSON');
    expect(ms).toBeLessThan(1_000);
  });

  it('takes the longest list of ids a bulk change allows, and refuses a far longer one', async () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, index) => 2_147_483_647 - index);
    const longest = await t.http
      .post('/api/admin/users/bulk-balance/preview')
      .set('authorization', t.tokens.admin)
      .send({ ids: ids(BULK_BALANCE_IDS_LIMIT), mode: 'add', amount: 1 });
    expect(longest.status).toBe(200);
    const tooLong = await t.http
      .post('/api/admin/users/bulk-balance/preview')
      .set('authorization', t.tokens.admin)
      .set('content-type', 'application/json')
      .send(
        `{"ids":[${Array.from({ length: 20_001 }, () => 1).join(',')}],"mode":"add","amount":1}`,
      );
    expectBadRequest(tooLong, /more than 20000 items/);
  });

  it('names at most 20 unknown fields', async () => {
    const response = await t.http
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(wide(1_000));
    const errors = expectBadRequest(response, /./).errors ?? [];
    const unknown = errors.filter((error) => error.message.startsWith('Unknown field'));
    expect(unknown.map((error) => error.field)).toEqual(
      Array.from({ length: 20 }, (_, index) => `k${index}`),
    );
    expect(JSON.stringify(response.body).length).toBeLessThan(4_000);
  });
});

describe('lone UTF-16 surrogates', () => {
  const routes: { method: 'put' | 'post'; path: (id: number) => string; body: string }[] = [
    { method: 'put', path: (id) => `/api/user/${id}/course`, body: '{"course":"Gold\\ud800"}' },
    {
      method: 'put',
      path: (id) => `/api/admin/user/account/${id}`,
      body: '{"username":"Anna\\udc00"}',
    },
    { method: 'put', path: (id) => `/api/admin/users/${id}`, body: '{"lastname":"\\ud83d"}' },
    {
      method: 'post',
      path: (id) => `/api/admin/users/${id}/balance-adjustments`,
      body: '{"amount":5,"reason":"goodwill \\ud800"}',
    },
    {
      method: 'post',
      path: () => '/api/admin/api-keys',
      body: '{"name":"CRM \\ud800","scopes":["users:read"]}',
    },
    {
      method: 'post',
      path: () => '/api/admin/users/bulk-balance/preview',
      body: '{"filter":{"q":"\\ud800"},"mode":"add","amount":1}',
    },
    {
      method: 'post',
      path: () => '/api/admin/users/bulk-balance',
      body: '{"filter":{"q":"\\ud800"},"mode":"add","amount":1}',
    },
  ];

  it.each(routes)('are refused with 400 in the body of $method $body', async (route) => {
    const student = await t.student();
    const response = await t.http[route.method](route.path(student.id))
      .set('authorization', t.tokens.admin)
      .set('idempotency-key', `surrogate-${student.id}`)
      .set('content-type', 'application/json')
      .send(route.body);
    expect(expectBadRequest(response, /surrogate/).code).toBe('INVALID_JSON');
  });

  it('are refused inside a list filter', async () => {
    const response = await t.http
      .get('/api/admin/users')
      .query({ filter: '{"q":"\\ud800"}' })
      .set('authorization', t.tokens.admin);
    expectBadRequest(response, /surrogate/);
  });

  it('leave a surrogate pair alone', async () => {
    const student = await t.student();
    await t.http
      .put(`/api/user/${student.id}/course`)
      .set('authorization', t.tokens.admin)
      .set('content-type', 'application/json')
      .send('{"course":"Rocket \\ud83d\\ude80"}')
      .expect(200);
  });
});

describe('out-of-range values in list filters', () => {
  const lists = [
    ['/api/admin/audit', '{"targetUserId":1e10}', /targetUserId/],
    ['/api/admin/audit', '{"targetUserId":"2147483648"}', /targetUserId/],
    ['/api/admin/audit', '{"targetUserId":1.5}', /targetUserId/],
    ['/api/admin/audit', '{"actorApiKeyId":"1e10"}', /actorApiKeyId/],
    ['/api/admin/audit/export.csv', '{"targetUserId":1e10}', /targetUserId/],
    ['/api/admin/audit/export.csv', '{"targetUserId":"2147483648"}', /targetUserId/],
    ['/api/admin/payments', '{"userId":2147483648}', /userId/],
    ['/api/admin/payments/export.csv', '{"userId":1e10}', /userId/],
    ['/api/admin/users/export.csv', '{"id":[2147483648]}', /id/],
    ['/api/admin/users/export.csv', '{"createdTo":"0000-01-01"}', /createdTo/],
    ['/api/admin/payments/export.csv', '{"from":"0000-12-31T23:59:59Z"}', /from/],
    ['/api/admin/audit/export.csv', '{"to":"0000-01-01"}', /to/],
  ] as const;

  it.each(lists)('%s?filter=%s answers 400 naming the field', async (path, filter, field) => {
    const response = await t.http
      .get(path)
      .query({ filter })
      .set('authorization', t.tokens.admin)
      .buffer(true);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectBadRequest(response, field);
  });

  it.each([
    ['/api/admin/users', '{"createdFrom":"0001-01-01","createdTo":"9999-12-31"}'],
    ['/api/admin/payments', '{"from":"0001-01-01","to":"9999-12-31"}'],
    ['/api/admin/audit', '{"from":"0001-01-01","to":"9999-12-31"}'],
  ])('%s?filter=%s reads the widest dates', async (path, filter) => {
    await t.http.get(path).query({ filter }).set('authorization', t.tokens.admin).expect(200);
  });
});

describe('NUL characters', () => {
  it('are refused in a JSON string field', async () => {
    const response = await t.http
      .post('/api/login')
      .send({ email: 'anna\u0000@example.com', password: 'x' });
    expectBadRequest(response, /NUL/);
  });

  it('are refused at registration', async () => {
    const response = await t.http.post('/api/register').send({ name: 'A\u0000' });
    expectBadRequest(response, /NUL/);
  });

  it('are refused in a query value and inside a JSON filter', async () => {
    for (const query of [{ q: 'a\u0000' }, { filter: '{"q":"a\\u0000"}' }]) {
      const response = await t.http
        .get('/api/admin/users')
        .query(query)
        .set('authorization', t.tokens.admin);
      expectBadRequest(response, /NUL/);
    }
  });

  it('leaves an escaped backslash followed by u0000 alone', async () => {
    await t.http
      .get('/api/admin/users')
      .query({ filter: '{"q":"\\\\u0000"}' })
      .set('authorization', t.tokens.admin)
      .expect(200);
  });
});

describe('list parameters', () => {
  const list = (query: Record<string, string>) =>
    t.http.get('/api/admin/users').query(query).set('authorization', t.tokens.admin);

  it.each(['[1e20,1e20]', '[-1,5]', '[0.5,3]', '[5,1]', '[2147483647,2147483648]'])(
    'answers range=%s with 400',
    async (range) => {
      expectBadRequest(await list({ range }), /range/);
    },
  );

  it.each(['{"id":99999999999}', '{"id":[1,2147483648]}', '{"id":"1e3"}', '{"id":true}'])(
    'answers filter=%s with 400',
    async (filter) => {
      expectBadRequest(await list({ filter }), /id/);
    },
  );

  it('still reads ids given as numbers or digit strings', async () => {
    const student = await t.student();
    const response = await list({
      filter: JSON.stringify({ id: [student.id, String(student.id)] }),
    });
    expect(response.status).toBe(200);
    expect((response.body as User[]).map((user) => user.id)).toEqual([student.id]);
  });

  it('answers ids beyond int4 in a bulk change with 400', async () => {
    const response = await t.http
      .post('/api/admin/users/bulk-balance/preview')
      .set('authorization', t.tokens.admin)
      .send({ ids: [99999999999], mode: 'add', amount: 1 });
    expectBadRequest(response, /user ids/);
  });
});

describe('path ids', () => {
  it.each(['1e3', '0x10', '%201', '1.0', '01', '+1'])(
    'refuses %s instead of reading it as a number',
    async (id) => {
      const response = await t.http
        .put(`/api/user/${id}/balance`)
        .set('authorization', t.tokens.admin)
        .send({ balance: 5 });
      expect([400, 404]).toContain(response.status);
    },
  );
});

describe('money amounts', () => {
  it.each([
    ['1e-7', 'Balance must be a number with at most two decimals'],
    ['1e309', 'Balance must be a number with at most two decimals'],
    ['"NaN"', 'Balance must be a number with at most two decimals'],
    ['-1e-7', 'Balance must be a number with at most two decimals'],
  ])('answers balance %s with a field error', async (amount, message) => {
    const student = await t.student();
    const response = await t.http
      .put(`/api/user/${student.id}/balance`)
      .set('authorization', t.tokens.admin)
      .set('content-type', 'application/json')
      .send(`{"balance":${amount}}`);
    expect(expectBadRequest(response, /./).errors).toEqual([{ field: 'balance', message }]);
  });

  it.each(['1e-7', '1e309', '"NaN"'])(
    'answers a bulk amount of %s with a field error',
    async (amount) => {
      const response = await t.http
        .post('/api/admin/users/bulk-balance/preview')
        .set('authorization', t.tokens.admin)
        .set('content-type', 'application/json')
        .send(`{"ids":[1],"mode":"add","amount":${amount}}`);
      expect(expectBadRequest(response, /./).errors).toEqual([
        { field: 'amount', message: 'Amount must be a number with at most two decimals' },
      ]);
    },
  );

  it.each(['1e-7', '1e309', '"NaN"', '"1e3"'])(
    'answers a top-up price of %s with 400',
    async (price) => {
      const student = await t.student();
      const response = await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .set('content-type', 'application/json')
        .send(`{"course":"topup","price":${price},"userId":${student.id}}`);
      expect(response.status).toBe(400);
    },
  );
});

describe('server timeouts', () => {
  it('limits how long a request may take to arrive, from the configuration', async () => {
    const other = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '12' } });
    try {
      expect(other.app.getHttpServer().requestTimeout).toBe(12_000);
      expect(t.app.getHttpServer().requestTimeout).toBe(30_000);
      expect(t.app.getHttpServer().keepAliveTimeout).toBeGreaterThan(0);
      expect(t.app.getHttpServer().timeout).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
