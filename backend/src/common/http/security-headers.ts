import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer, its middleware built once. @fastify/helmet builds it anew for
 * each request, parsing the whole Content-Security-Policy every time: a profile showed that costing
 * more than the rest of the health check (docs/benchmarks.md).
 */
export function useSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  fastify.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
