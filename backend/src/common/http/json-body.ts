import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from './api-exception.js';

/** Deeper than any request of ours; class-transformer recurses once per level. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000)';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NUL_ESCAPE = 'u0000';

/**
 * Why a JSON text must be refused before it is parsed: nested deeper than `maxDepth`, or a
 * string with an escaped NUL, which PostgreSQL refuses in text. One pass, no recursion, so a
 * hostile document costs what its length costs. Malformed JSON is left to the parser.
 */
export function jsonTextProblem(text: string, maxDepth = MAX_JSON_DEPTH): string | null {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === QUOTE) inString = false;
      else if (char === BACKSLASH) {
        if (text.startsWith(NUL_ESCAPE, index + 1)) return NUL_MESSAGE;
        index += 1;
      }
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxDepth) return `JSON must not be nested more than ${maxDepth} levels deep`;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth -= 1;
  }
  return null;
}

/** Parses a JSON text from the client, refusing what jsonTextProblem refuses. */
export function parseClientJson(text: string): unknown {
  const problem = jsonTextProblem(text);
  if (problem) throw new ApiException(400, ERROR_CODES.INVALID_JSON, problem);
  return JSON.parse(text);
}

/**
 * The API's application/json parser: Fastify's own (which refuses prototype poisoning), behind
 * the depth and NUL checks, so that neither class-transformer nor the database ever sees such a
 * body. Nest keeps the raw bytes as `rawBody` for the payment webhooks' signatures.
 */
export function useJsonBodyParser(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const defaultParser = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    const text = body.toString('utf8');
    const problem = jsonTextProblem(text);
    if (problem) {
      done(new ApiException(400, ERROR_CODES.INVALID_JSON, problem), undefined);
      return;
    }
    // Fastify's parser answers through done; its declared type allows a promise too.
    void defaultParser(request, text, done);
  });
}
