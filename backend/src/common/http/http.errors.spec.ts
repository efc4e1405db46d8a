import { ERROR_CODES, type ErrorCode } from '@academy/contracts';
import type { ApiException } from './api-exception.js';
import {
  badRequest,
  conflict,
  forbidden,
  invalidCredentials,
  invalidJson,
  linkExpired,
  linkInvalid,
  notFound,
  payloadTooLarge,
  preconditionFailed,
  rangeNotSatisfiable,
  refusal,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  validationFailed,
  validationFailedUnprocessable,
} from './http.errors.js';

describe('http errors', () => {
  it.each<[string, ApiException, number, ErrorCode]>([
    ['validationFailed', validationFailed('m'), 400, ERROR_CODES.VALIDATION_FAILED],
    [
      'validationFailedUnprocessable',
      validationFailedUnprocessable('m'),
      422,
      ERROR_CODES.VALIDATION_FAILED,
    ],
    ['badRequest', badRequest('m'), 400, ERROR_CODES.BAD_REQUEST],
    ['preconditionFailed', preconditionFailed('m'), 412, ERROR_CODES.BAD_REQUEST],
    ['payloadTooLarge', payloadTooLarge('m'), 413, ERROR_CODES.PAYLOAD_TOO_LARGE],
    ['rangeNotSatisfiable', rangeNotSatisfiable('m', {}), 416, ERROR_CODES.BAD_REQUEST],
    ['invalidJson', invalidJson('m'), 400, ERROR_CODES.INVALID_JSON],
    ['unauthorized', unauthorized('m'), 401, ERROR_CODES.UNAUTHORIZED],
    ['invalidCredentials', invalidCredentials('m'), 401, ERROR_CODES.INVALID_CREDENTIALS],
    ['forbidden', forbidden('m'), 403, ERROR_CODES.FORBIDDEN],
    ['linkInvalid', linkInvalid('m'), 403, ERROR_CODES.LINK_INVALID],
    ['linkExpired', linkExpired('m'), 410, ERROR_CODES.LINK_INVALID],
    ['notFound', notFound('m'), 404, ERROR_CODES.NOT_FOUND],
    ['conflict', conflict('m'), 409, ERROR_CODES.CONFLICT],
    ['tooManyRequests', tooManyRequests('m', {}), 429, ERROR_CODES.TOO_MANY_REQUESTS],
    ['serviceUnavailable', serviceUnavailable(), 503, ERROR_CODES.SERVICE_UNAVAILABLE],
  ])('%s answers its one status and code', (_name, exception, status, code) => {
    expect(exception.getStatus()).toBe(status);
    expect(exception.code).toBe(code);
  });

  it('answers a module code with the status its refusal fixes and each message given', () => {
    const contentLocked = refusal(403, ERROR_CODES.CONTENT_LOCKED);
    const book = contentLocked('book');
    expect([book.getStatus(), book.code, book.message]).toEqual([403, 'CONTENT_LOCKED', 'book']);
    expect(contentLocked('lesson').message).toBe('lesson');
  });

  it('keeps the field errors, the headers and the cause it is given', () => {
    const errors = [{ field: 'email', message: 'Please enter a valid email address' }];
    expect(validationFailed('m', errors).errors).toEqual(errors);
    const locked = tooManyRequests('m', { 'Retry-After': '5' }, ERROR_CODES.SIGN_IN_LOCKED);
    expect(locked.code).toBe(ERROR_CODES.SIGN_IN_LOCKED);
    expect(locked.headers).toEqual({ 'Retry-After': '5' });
    const cause = new Error('connection refused');
    expect(serviceUnavailable({ cause }).cause).toBe(cause);
    expect(unauthorized().message).toBe('Authentication required');
  });
});
