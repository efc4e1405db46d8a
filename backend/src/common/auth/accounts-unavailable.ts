import type { ApiException } from '../http/api-exception.js';
import { serviceUnavailable } from '../http/http.errors.js';

/**
 * The accounts could not be read (the database is down or stalled). Authentication answers 503,
 * never 401: the apps sign out on a 401, and an outage must not end every session.
 */
export function accountsUnavailable(cause: unknown): ApiException {
  // Logged by the exception filter with the answer, so that the outage can be traced.
  return serviceUnavailable({ cause });
}

/** Reads an account for a sign-in; a failure to read it is an outage, not wrong credentials. */
export function readAccount<T>(lookup: Promise<T>): Promise<T> {
  return lookup.catch((error: unknown) => {
    throw accountsUnavailable(error);
  });
}
