import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
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

export const signInChallengeInvalid = (): ApiException =>
  new ApiException(
    401,
    ERROR_CODES.TWO_FACTOR_CHALLENGE_INVALID,
    'This sign-in has expired or was already used. Please sign in again.',
  );

/** A wrong code at sign-in: the sign-in limits count it like a wrong password. */
export const twoFactorCodeRefused = (): ApiException =>
  new ApiException(401, ERROR_CODES.TWO_FACTOR_CODE_INVALID, 'Invalid authentication code');

/** A wrong code when turning two-factor sign-in on or off while signed in. */
export const twoFactorCodeInvalid = (): ApiException =>
  new ApiException(400, ERROR_CODES.TWO_FACTOR_CODE_INVALID, 'Invalid authentication code');

export const twoFactorAlreadyEnabled = (): ApiException =>
  conflict('Two-factor sign-in is already on: turn it off first');

export const twoFactorNotSetUp = (): ApiException =>
  conflict('Start the set-up first: no secret is waiting to be confirmed');

export const twoFactorNotEnabled = (): ApiException => conflict('Two-factor sign-in is off');

export const twoFactorRequired = (): ApiException =>
  conflict('The academy requires two-factor sign-in for every staff account');

export const staffSessionNotFound = (): ApiException => notFound('Session not found');

export const STAFF_LOCKED_MESSAGE =
  'This account is locked after too many failed sign-in attempts. An administrator can unlock it.';
