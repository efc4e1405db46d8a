import type { ApiException } from '../../common/http/api-exception.js';
import { conflict, notFound } from '../../common/http/http.errors.js';

export const certificateNotFound = (): ApiException => notFound('Certificate not found');

export const certificateAlreadyRevoked = (): ApiException =>
  conflict('This certificate has already been revoked');
