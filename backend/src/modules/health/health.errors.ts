import type { ApiException } from '../../common/http/api-exception.js';
import { serviceUnavailable } from '../../common/http/http.errors.js';

/** The readiness check's refusal: the database did not answer in time. */
export const databaseUnavailable = (): ApiException =>
  serviceUnavailable({ message: 'The database is unavailable' });
