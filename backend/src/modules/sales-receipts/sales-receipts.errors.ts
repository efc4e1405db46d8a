import type { ApiException } from '../../common/http/api-exception.js';
import { notFound } from '../../common/http/http.errors.js';

/** No such payment for this caller, or the payment has no document of this kind (yet). */
export const salesDocumentNotFound = (what: string): ApiException =>
  notFound(`No ${what} for this payment`);
