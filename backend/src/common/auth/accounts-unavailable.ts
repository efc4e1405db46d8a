import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../http/api-exception.js';

/**
 * The accounts could not be read (the database is down or stalled). Authentication answers 503,
 * never 401: the apps sign out on a 401, and an outage must not end every session.
 */
export function accountsUnavailable(cause: unknown): ApiException {
  const exception = new ApiException(
    503,
    ERROR_CODES.SERVICE_UNAVAILABLE,
    'The service is unavailable at the moment, please try again shortly',
  );
  // Logged by the exception filter with the answer, so that the outage can be traced.
  exception.cause = cause;
  return exception;
}

/** Reads an account for a sign-in; a failure to read it is an outage, not wrong credentials. */
export function readAccount<T>(lookup: Promise<T>): Promise<T> {
  return lookup.catch((error: unknown) => {
    throw accountsUnavailable(error);
  });
}
