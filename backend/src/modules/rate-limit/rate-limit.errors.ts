import { ERROR_CODES, type ErrorCode } from '@academy/contracts';
import type { ApiException } from '../../common/http/api-exception.js';
import { serviceUnavailable, tooManyRequests } from '../../common/http/http.errors.js';

/** The limits' refusals: a request past its limit, and counters that cannot be read. */

/** 429 with Retry-After in whole seconds, at least one; SIGN_IN_LOCKED for a locked account. */
export function tooMany(
  resetInMs: number,
  message: string,
  code: Extract<ErrorCode, 'TOO_MANY_REQUESTS' | 'SIGN_IN_LOCKED'> = ERROR_CODES.TOO_MANY_REQUESTS,
): ApiException {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return tooManyRequests(message, { 'Retry-After': String(seconds) }, code);
}

/** The counters cannot be read: sign-in fails closed rather than letting guesses through uncounted. */
export const storeUnavailable = (cause: unknown): ApiException => serviceUnavailable({ cause });
