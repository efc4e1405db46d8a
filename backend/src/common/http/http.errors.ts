import { ERROR_CODES, type ErrorCode, type FieldError } from '@academy/contracts';
import { ApiException } from './api-exception.js';

/**
 * The API's shared error codes, each answered with one status. A module words its own refusals
 * in its `<module>.errors.ts` with these; a code answered with more than one status has one
 * factory per status, named for what that status says.
 */

/**
 * The factory of a code answered with one status: each call words the refusal. A module builds
 * one for a code of its own that several of its refusals answer.
 */
export function refusal(status: number, code: ErrorCode): (message: string) => ApiException {
  return (message) => new ApiException(status, code, message);
}

/** 400: the request breaks a rule of its shape; `errors` names the fields when there are any. */
export function validationFailed(message: string, errors?: FieldError[]): ApiException {
  return new ApiException(400, ERROR_CODES.VALIDATION_FAILED, message, errors);
}

/** 422: the request is well formed but cannot be carried out as it stands. */
export const validationFailedUnprocessable = refusal(422, ERROR_CODES.VALIDATION_FAILED);

/** 400: a request that makes no sense for the record as it is (no field to point at). */
export const badRequest = refusal(400, ERROR_CODES.BAD_REQUEST);

/** 412: a conditional request whose precondition no longer holds; the headers say what would. */
export function preconditionFailed(
  message: string,
  headers: Record<string, string> = {},
): ApiException {
  return new ApiException(412, ERROR_CODES.BAD_REQUEST, message, undefined, headers);
}

/** 413: a body, or an announced length, past what the route takes. */
export const payloadTooLarge = refusal(413, ERROR_CODES.PAYLOAD_TOO_LARGE);

/** 416: a byte range outside the file; the headers say what the file holds. */
export function rangeNotSatisfiable(
  message: string,
  headers: Record<string, string>,
): ApiException {
  return new ApiException(416, ERROR_CODES.BAD_REQUEST, message, undefined, headers);
}

/** 415: a body of a type that the route does not take. */
export const unsupportedMediaType = refusal(415, ERROR_CODES.BAD_REQUEST);

/** 400: a body that is not JSON as the API reads it. */
export const invalidJson = refusal(400, ERROR_CODES.INVALID_JSON);

/** 401: no principal, or credentials that are not (or no longer) good. */
export function unauthorized(message = 'Authentication required'): ApiException {
  return new ApiException(401, ERROR_CODES.UNAUTHORIZED, message);
}

/** 401: a sign-in whose name and password do not match an account. */
export const invalidCredentials = refusal(401, ERROR_CODES.INVALID_CREDENTIALS);

/** 403: the principal is known and may not do this. */
export const forbidden = refusal(403, ERROR_CODES.FORBIDDEN);

/** 403: a signed link that is not one the API gave, or no longer fits what it names. */
export const linkInvalid = refusal(403, ERROR_CODES.LINK_INVALID);

/** 410: a signed link that was good and has expired. */
export const linkExpired = refusal(410, ERROR_CODES.LINK_INVALID);

export const notFound = refusal(404, ERROR_CODES.NOT_FOUND);

/** 409: the record's state refuses the change; reading it again shows why. */
export const conflict = refusal(409, ERROR_CODES.CONFLICT);

/** 429 with the headers that say when to try again (Retry-After). */
export function tooManyRequests(
  message: string,
  headers: Record<string, string>,
  code: Extract<ErrorCode, 'TOO_MANY_REQUESTS' | 'SIGN_IN_LOCKED'> = ERROR_CODES.TOO_MANY_REQUESTS,
): ApiException {
  return new ApiException(429, code, message, undefined, headers);
}

/**
 * 503: a store the answer depends on is down. The cause, when given, is logged with the answer so
 * that the outage can be traced.
 */
export function serviceUnavailable({
  message = 'The service is unavailable at the moment, please try again shortly',
  cause,
}: { message?: string; cause?: unknown } = {}): ApiException {
  const exception = new ApiException(503, ERROR_CODES.SERVICE_UNAVAILABLE, message);
  if (cause !== undefined) exception.cause = cause;
  return exception;
}
