import type { ApiException } from '../../common/http/api-exception.js';
import { validationFailed } from '../../common/http/http.errors.js';

/** The audit log's refusals: a filter it cannot read; the message names the field and its rule. */
export const invalidAuditFilter = (rule: string): ApiException => validationFailed(rule);
