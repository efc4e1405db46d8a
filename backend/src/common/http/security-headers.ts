import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet writes for these options. None of them depends on the request (no nonces),
 * so Helmet runs once, on a response that only records what it is given.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: Error | undefined;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) failure = new Error('Helmet could not set the security headers', { cause: error });
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's headers on every answer, worked out once at start-up. @fastify/helmet rebuilds
 * Helmet's middleware for each request, parsing the whole Content-Security-Policy every time, and
 * even a middleware built once costs a share of the health check (docs/benchmarks.md). A request
 * that `other.applies` to gets the headers of `other.options` instead (the admin host's).
 */
export function useSecurityHeaders(
  fastify: FastifyInstance,
  options: HelmetOptions,
  other?: { applies: (request: FastifyRequest) => boolean; options: HelmetOptions },
): void {
  const headers = helmetHeaders(options);
  const otherHeaders = other ? helmetHeaders(other.options) : headers;
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(other?.applies(request) ? otherHeaders : headers);
    done();
  });
}
