import { ERROR_CODES } from '@academy/contracts';
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

export const invalidEmailLink = (): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.EMAIL_TOKEN_INVALID,
    'This email confirmation link is invalid or has expired',
  );

export const invalidResetLink = (): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.RESET_TOKEN_INVALID,
    'This password reset link is invalid or has expired',
  );

export const invalidUnlockLink = (): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.UNLOCK_TOKEN_INVALID,
    'This unlock link is invalid or has expired',
  );

/** Staff asked for a reset mail past the per-address limit; the headers say when to try again. */
export const tooManyResetMails = (retryAfter: Record<string, string>): ApiException =>
  tooManyRequests(
    'Too many password reset e-mails for this user. Please try again later.',
    retryAfter,
  );

export const sessionNotFound = (): ApiException => notFound('Session not found');

export const invalidVerifyLink = (): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.VERIFY_TOKEN_INVALID,
    'This email verification link is invalid or has expired',
  );

export const invalidRestoreLink = (): ApiException =>
  new ApiException(400, ERROR_CODES.RESTORE_TOKEN_INVALID, 'This link is invalid or has expired');
