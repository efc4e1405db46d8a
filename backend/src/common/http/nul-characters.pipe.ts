import { Injectable, type PipeTransform } from '@nestjs/common';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from './json-body.js';
import { validationFailed } from './http.errors.js';

// With the u flag, a surrogate of a pair is part of one code point: only a lone one matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** What is wrong with a text the database cannot store, or null. */
function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * Why a string anywhere in the value (keys included) cannot be stored, or null; a loop, not
 * recursion.
 */
export function unstorableTextProblem(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const problem = unstorableText(next);
      if (problem) return problem;
    } else if (typeof next === 'object' && next !== null && !Buffer.isBuffer(next)) {
      for (const [key, child] of Object.entries(next)) pending.push(key, child);
    }
  }
  return null;
}

/**
 * PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate has no UTF-8 form to store, so
 * either in a path, query or form value would fail as a 500 deep in a query. JSON bodies are
 * checked as they are parsed; this catches the rest.
 */
@Injectable()
export class NulCharactersPipe implements PipeTransform {
  transform(value: unknown): unknown {
    const problem = unstorableTextProblem(value);
    if (problem) throw validationFailed(problem);
    return value;
  }
}
