import { ApiResponseError } from '../../lib/api-client';

/**
 * What an auth screen shows for a failed call: the server's own message when it answered with
 * one, the screen's fallback when it answered without one, `unreachable` when no answer came.
 */
export function failureMessage(error: unknown, fallback: string, unreachable: string): string {
  if (error instanceof ApiResponseError) return error.serverMessage ?? fallback;
  return unreachable;
}
