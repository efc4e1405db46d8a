import type { FastifyRequest } from 'fastify';

const SIGNATURE_PARAM = /([?&]sig=)[^&#]*/g;

/** A signed content link works for anyone for minutes: logs keep the path, not the signature. */
export function redactSignatures(url: string): string {
  return url.replace(SIGNATURE_PARAM, '$1[redacted]');
}

/** Fastify's request log line, with signed links redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSignatures(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
