import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../../config/app-config.js';

const CENSOR = '[redacted]';

/** Query parameters that open something by themselves: a signed content link, a reset link. */
const SECRET_QUERY_PARAM = /([?&](?:sig|token)=)[^&#]*/g;

/**
 * Fields that hold a secret wherever a logged object has them, up to two levels down: request
 * headers, bodies, and the parameters of a failed query (password hashes travel there).
 */
const SECRET_FIELDS = [
  'authorization',
  'token',
  'cookie',
  '["set-cookie"]',
  'password',
  'passwordHash',
  'parameters',
];
const SECRET_PATHS = SECRET_FIELDS.flatMap((field) => {
  const nested = field.startsWith('[') ? field : `.${field}`;
  return [field, `*${nested}`, `*.*${nested}`];
});

/** A URL as the logs show it: the path and query, with link signatures and tokens hidden. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, `$1${CENSOR}`);
}

/** What a log line tells about its request. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The one logger of the API: Fastify's request lines, Nest's own messages and every service's
 * Logger go through it, so the redaction above applies to all of them. JSON lines in
 * production, pino-pretty in development; `destination` replaces standard output.
 */
export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const pretty = !config.production && config.logLevel !== 'silent' && !destination;
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: SECRET_PATHS, censor: CENSOR },
    serializers: { req: requestLogFields },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

// What a proxy in front may send: a UUID, a hex or base64url id, with separators.
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The caller's X-Request-Id when it is a short token, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request, so a report from a user leads to its log lines. */
export function echoRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
