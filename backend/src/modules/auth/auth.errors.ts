import { ERROR_CODES, type ErrorCode } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import {
  badRequest,
  invalidCredentials,
  notFound,
  tooManyRequests,
} from '../../common/http/http.errors.js';

/** The refusals of students' sign-up, sign-in, sessions and account links, each with its status. */

export const emailTaken = (): ApiException =>
  new ApiException(409, ERROR_CODES.EMAIL_TAKEN, 'A user with this email already exists');

// The same answer for an unknown e-mail and a wrong password: it does not reveal who has an account.
export const wrongEmailOrPassword = (): ApiException =>
  invalidCredentials('Invalid email or password');

export const currentPasswordInvalid = (): ApiException =>
  new ApiException(400, ERROR_CODES.CURRENT_PASSWORD_INVALID, 'The current password is incorrect');

export const alreadyYourEmail = (): ApiException => badRequest('This is already your email');

/** A mailed link whose token is unknown, used or expired; each kind of link has its own code. */
const mailedLinkInvalid = (
  code: Extract<ErrorCode, `${string}_TOKEN_INVALID`>,
  kind: string,
): ApiException => new ApiException(400, code, `This ${kind} link is invalid or has expired`);

export const invalidEmailLink = (): ApiException =>
  mailedLinkInvalid(ERROR_CODES.EMAIL_TOKEN_INVALID, 'email confirmation');

export const invalidResetLink = (): ApiException =>
  mailedLinkInvalid(ERROR_CODES.RESET_TOKEN_INVALID, 'password reset');

export const invalidUnlockLink = (): ApiException =>
  mailedLinkInvalid(ERROR_CODES.UNLOCK_TOKEN_INVALID, 'unlock');

/** Staff asked for a reset mail past the per-address limit; the headers say when to try again. */
export const tooManyResetMails = (retryAfter: Record<string, string>): ApiException =>
  tooManyRequests(
    'Too many password reset e-mails for this user. Please try again later.',
    retryAfter,
  );

export const sessionNotFound = (): ApiException => notFound('Session not found');

export const invalidVerifyLink = (): ApiException =>
  mailedLinkInvalid(ERROR_CODES.VERIFY_TOKEN_INVALID, 'email verification');

export const invalidRestoreLink = (): ApiException =>
  new ApiException(400, ERROR_CODES.RESTORE_TOKEN_INVALID, 'This link is invalid or has expired');
