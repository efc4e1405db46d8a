import { Injectable, type PipeTransform } from '@nestjs/common';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from './api-exception.js';
import { NUL_MESSAGE } from './json-body.js';

/** Whether a string anywhere in the value holds a NUL; a loop, not recursion. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (typeof next === 'object' && next !== null && !Buffer.isBuffer(next)) {
      for (const [key, child] of Object.entries(next)) pending.push(key, child);
    }
  }
  return false;
}

/**
 * PostgreSQL refuses NUL in text, so a NUL in a path, query or form value would fail as a 500
 * deep in a query. JSON bodies are checked as they are parsed; this catches the rest.
 */
@Injectable()
export class NulCharactersPipe implements PipeTransform {
  transform(value: unknown): unknown {
    if (containsNul(value)) throw new ApiException(400, ERROR_CODES.VALIDATION_FAILED, NUL_MESSAGE);
    return value;
  }
}
