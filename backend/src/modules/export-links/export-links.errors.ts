import type { ApiException } from '../../common/http/api-exception.js';
import { forbidden, linkExpired, linkInvalid } from '../../common/http/http.errors.js';

/** The refusals of export download links: asking for one, and following it. */

/** The staff member behind the request or the link may not (or no longer) export. */
export const exportRefused = (message: string): ApiException => forbidden(message);

export const exportLinkExpired = (): ApiException =>
  linkExpired('This download link has expired: start the export again');

export const exportLinkInvalid = (): ApiException =>
  linkInvalid('This download link is not valid: start the export again');
