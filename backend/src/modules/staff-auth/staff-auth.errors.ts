import type { ApiException } from '../../common/http/api-exception.js';
import {
  conflict,
  invalidCredentials,
  notFound,
  validationFailed,
} from '../../common/http/http.errors.js';

/** The refusals of the back office's sign-in and of staff account management. */

export const staffAccountNotFound = (): ApiException => notFound('No such staff account');

export const wrongUsernameOrPassword = (): ApiException =>
  invalidCredentials('Invalid username or password');

/** A username or password that breaks the staff account rules; the message names the rule. */
export const invalidStaffAccount = (rule: string): ApiException => validationFailed(rule);

export const staffUsernameTaken = (): ApiException =>
  conflict('A staff account with this username already exists');

export const lastActiveAdmin = (): ApiException =>
  conflict('This is the last active admin: make another admin first');
