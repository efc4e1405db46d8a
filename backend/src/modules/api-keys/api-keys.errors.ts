import type { ApiException } from '../../common/http/api-exception.js';
import { notFound, unauthorized, validationFailed } from '../../common/http/http.errors.js';

/** The refusals of integrators' API keys: managing them, and a request made with one. */

export const apiKeyNotFound = (): ApiException => notFound('No such API key');

/** A request's key is unknown, revoked or expired; the message says which, as far as is safe. */
export const apiKeyRefused = (message: string): ApiException => unauthorized(message);

export const expiryInThePast = (): ApiException =>
  validationFailed('expiresAt must be in the future');
