import { ApiResponseError, NetworkError, RequestTimeoutError } from './api-client';

const MAX_RETRIES = 2;

/**
 * Only a request that got no answer is asked again (a dropped connection often recovers in a
 * second); a 4xx or 5xx is an answer, and the screen says so at once. A request that timed out
 * has already kept the student waiting: the screen says so and offers to try again.
 * `failureCount` is how many times the request has failed before this failure.
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiResponseError || error instanceof RequestTimeoutError) return false;
  return error instanceof NetworkError && failureCount < MAX_RETRIES;
}

/** The wait before asking again: one second, then twice as long each time, at most 30 s. */
export const retryDelayMs = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);
