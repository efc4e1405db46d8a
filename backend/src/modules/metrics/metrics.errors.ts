import type { ApiException } from '../../common/http/api-exception.js';
import { notFound, unauthorized } from '../../common/http/http.errors.js';

/** The refusals of the Prometheus endpoint. */

// With no token configured the endpoint answers as a route that does not exist.
export const metricsOff = (): ApiException => notFound('Cannot GET /api/metrics');

export const metricsTokenRequired = (): ApiException =>
  unauthorized('A valid metrics token is required');
