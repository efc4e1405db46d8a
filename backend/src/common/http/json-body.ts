import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { BULK_BALANCE_IDS_LIMIT } from '@academy/contracts';
import { useRouteBodyLimits } from './body-limit.js';
import { invalidJson } from './http.errors.js';

/** Deeper than any request of ours; class-transformer recurses once per level. */
export const MAX_JSON_DEPTH = 32;

/**
 * Members of one object: far more than any request of ours or a provider's event holds (Stripe
 * allows 50 metadata keys). class-transformer's work grows with the square of an object's keys.
 */
export const MAX_JSON_MEMBERS = 1000;

/**
 * Items of one array: twice the longest list of ours (a bulk change's ids), so that a list just
 * past its own limit still gets that field's message.
 */
export const MAX_JSON_ITEMS = 2 * BULK_BALANCE_IDS_LIMIT;

export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000)';

export const LONE_SURROGATE_MESSAGE =
  'Text must not contain a lone UTF-16 surrogate (\\ud800 to \\udfff outside a pair)';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The code unit a `\uXXXX` escape starting at `index` (its backslash) writes, or -1. */
function escapedUnit(text: string, index: number): number {
  if (text.charCodeAt(index) !== BACKSLASH || text.charCodeAt(index + 1) !== LETTER_U) return -1;
  let unit = 0;
  for (let offset = 2; offset < 6; offset += 1) {
    const digit = Number.parseInt(text.charAt(index + offset), 16);
    if (Number.isNaN(digit)) return -1;
    unit = unit * 16 + digit;
  }
  return unit;
}

/**
 * Why a JSON text must be refused before it is parsed: nested deeper than `maxDepth`, an object or
 * array wider than its bound, or a string with an escaped NUL (which PostgreSQL refuses in text)
 * or a lone surrogate (which no database encoding can store). One pass, no recursion, so a hostile
 * document costs what its length costs. Malformed JSON is left to the parser.
 */
export function jsonTextProblem(text: string, maxDepth = MAX_JSON_DEPTH): string | null {
  // Per open container: whether it is an object, and how many commas separate its members so far.
  const isObject = new Uint8Array(maxDepth + 1);
  const commas = new Uint32Array(maxDepth + 1);
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === QUOTE) inString = false;
      else if (char === BACKSLASH) {
        const unit = escapedUnit(text, index);
        if (unit === 0) return NUL_MESSAGE;
        if (isLowSurrogate(unit)) return LONE_SURROGATE_MESSAGE;
        if (isHighSurrogate(unit)) {
          if (!isLowSurrogate(escapedUnit(text, index + 6))) return LONE_SURROGATE_MESSAGE;
          index += 6;
        }
        index += unit === -1 ? 1 : 5;
      } else if (isLowSurrogate(char)) return LONE_SURROGATE_MESSAGE;
      else if (isHighSurrogate(char)) {
        if (!isLowSurrogate(text.charCodeAt(index + 1))) return LONE_SURROGATE_MESSAGE;
        index += 1;
      }
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxDepth) return `JSON must not be nested more than ${maxDepth} levels deep`;
      isObject[depth] = char === OPEN_OBJECT ? 1 : 0;
      commas[depth] = 0;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth -= 1;
    else if (char === COMMA && depth > 0) {
      commas[depth] += 1;
      if (isObject[depth] === 1 && commas[depth] >= MAX_JSON_MEMBERS) {
        return `A JSON object must not have more than ${MAX_JSON_MEMBERS} members`;
      }
      if (isObject[depth] === 0 && commas[depth] >= MAX_JSON_ITEMS) {
        return `A JSON array must not have more than ${MAX_JSON_ITEMS} items`;
      }
    }
  }
  return null;
}

/** Parses a JSON text from the client, refusing what jsonTextProblem refuses. */
export function parseClientJson(text: string): unknown {
  const problem = jsonTextProblem(text);
  if (problem) throw invalidJson(problem);
  return JSON.parse(text);
}

/**
 * The API's application/json parser: Fastify's own (which refuses prototype poisoning), behind
 * the checks of jsonTextProblem, so that neither class-transformer nor the database ever sees such
 * a body; each route reads at most its own body limit (useRouteBodyLimits). Nest keeps the raw bytes as `rawBody` for the payment webhooks' signatures.
 */
export function useJsonBodyParser(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  useRouteBodyLimits(fastify);
  const defaultParser = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    const text = body.toString('utf8');
    const problem = jsonTextProblem(text);
    if (problem) {
      done(invalidJson(problem), undefined);
      return;
    }
    // Fastify's parser answers through done; its declared type allows a promise too.
    void defaultParser(request, text, done);
  });
}
