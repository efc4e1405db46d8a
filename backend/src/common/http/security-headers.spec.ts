import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { useSecurityHeaders } from './security-headers.js';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://widgets.example'] },
  },
};

/** What Helmet's own middleware writes on a real response, lower-cased as HTTP clients read it. */
async function helmetOwnHeaders(): Promise<Record<string, string>> {
  const server = Fastify();
  const middleware = helmet(OPTIONS);
  server.addHook('onRequest', (request, reply, done) =>
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  server.get('/', () => 'ok');
  const { headers } = await server.inject('/');
  await server.close();
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
    ),
  ) as Record<string, string>;
}

describe(useSecurityHeaders.name, () => {
  let server: FastifyInstance;
  let expected: Record<string, string>;
  beforeAll(async () => {
    expected = await helmetOwnHeaders();
    server = Fastify();
    useSecurityHeaders(server, OPTIONS);
    server.get('/ok', () => ({ ok: true }));
    server.get('/fails', () => {
      throw new Error('boom');
    });
    await server.ready();
  });
  afterAll(() => server.close());

  it("sends exactly the headers Helmet's middleware would", async () => {
    expect(expected['content-security-policy']).toContain('https://widgets.example');
    const { headers } = await server.inject('/ok');
    expect(headers).toMatchObject(expected);
  });

  it('sends them on answers that are not found and on failures too', async () => {
    for (const path of ['/missing', '/fails']) {
      const response = await server.inject(path);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers).toMatchObject(expected);
    }
  });
});
