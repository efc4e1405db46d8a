import type { ErrorCode, FieldErrorCode } from '@academy/contracts';
import type { RuleCode } from '@academy/domain';

/**
 * The shared rules' verdicts (libs/domain), as `academy.rules.<code>`: the student app's wording,
 * with polyglot's `%{name}` for the numbers a verdict carries.
 */
export const rules = {
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Please enter a valid email address',
  PHONE_REQUIRED: 'Phone number is required',
  PHONE_INVALID: 'Please enter a valid phone number',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least %{min} characters long',
  PASSWORD_NEEDS_UPPERCASE: 'Password must contain at least one uppercase letter',
  PASSWORD_NEEDS_LOWERCASE: 'Password must contain at least one lowercase letter',
  PASSWORD_NEEDS_NUMBER: 'Password must contain at least one number',
  PASSWORD_NEEDS_SPECIAL: 'Password must contain at least one special character',
  PASSWORD_TOO_LONG: 'Password must be at most %{max} characters long',
  PASSWORD_CONFIRMATION_REQUIRED: 'Please confirm your password',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  COURSE_NAME_REQUIRED: 'Course name must not be blank',
} satisfies Record<RuleCode, string>;

/**
 * The API's error codes and field error codes, as `academy.errors.<CODE>`. Every code has a text,
 * so staff never read the server's English sentence for a code the API documents.
 */
export const errors = {
  VALIDATION_FAILED: 'Some of the data was refused: check it and try again',
  INVALID_CREDENTIALS: 'Invalid username or password',
  EMAIL_TAKEN: 'A user with this email already exists',
  TOO_MANY_REQUESTS: 'Too many attempts. Please try again later.',
  UNAUTHORIZED: 'Your session has ended: sign in again',
  FORBIDDEN: 'Your role does not allow this action',
  NOT_FOUND: 'It no longer exists: reload the page',
  RESET_TOKEN_INVALID: 'This password reset link is invalid or has expired',
  SIGN_IN_LOCKED:
    'This account is locked after too many failed sign-in attempts. An administrator can unlock it.',
  UNLOCK_TOKEN_INVALID: 'This unlock link is invalid or has expired',
  TWO_FACTOR_CHALLENGE_INVALID:
    'This sign-in has expired or was already used. Please sign in again.',
  TWO_FACTOR_CODE_INVALID: 'Invalid authentication code',
  OVERDRAFT_ALREADY_USED: 'The trial overdraft has already been activated for this account',
  PAYLOAD_TOO_LARGE: 'The data sent is too large',
  INVALID_JSON: 'The server could not read the request: reload the page and try again',
  INTERNAL: 'Something went wrong on the server: please try again shortly',
  CONFLICT: 'This no longer matches the data as it is now: reload the page and check it',
  BAD_REQUEST: 'The server refused the request: check the data and try again',
  CONTENT_LOCKED: 'This content is not open to this account',
  LINK_INVALID: 'This link is invalid or has expired',
  PAYMENT_DATA_MISSING: 'The payment data is incomplete',
  PAYMENT_PROVIDER_FAILED: 'The payment provider did not answer: please try again shortly',
  PAYMENT_UNAVAILABLE: 'This payment method is not available at the moment',
  PAYMENT_PROVIDER_UNREACHABLE: 'The payment provider cannot be reached: please try again later',
  PAYMENT_PROVIDER_TIMEOUT: 'The payment provider did not answer in time: please try again',
  SERVICE_UNAVAILABLE: 'The service is unavailable at the moment, please try again shortly',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is invalid',
  CURRENT_PASSWORD_INVALID: 'The current password is incorrect',
  EMAIL_TOKEN_INVALID: 'This email confirmation link is invalid or has expired',
  VERIFY_TOKEN_INVALID: 'This email verification link is invalid or has expired',
  RESTORE_TOKEN_INVALID: 'This link is invalid or has expired',
  EMAIL_NOT_VERIFIED: 'The email must be verified first',
  BALANCE_BELOW_ZERO: 'The balance would go below zero: it is %{balance}',
  BALANCE_TOO_LARGE: 'The balance would go above the maximum of %{max}',
  EXPECTED_BALANCE_REQUIRED: 'Send the balance this change was decided on (expectedBalance)',
  PENDING_PAYMENTS_LIMIT: 'The student already has the most payments awaiting review at once',
  RECEIPT_BYTES_LIMIT:
    "The receipts of the student's payments awaiting review take the most allowed",
  UPLOAD_NOT_FOUND: 'This upload is gone: upload the file again',
  UPLOAD_INCOMPLETE: 'The upload has not finished: resume it, then save again',
  UPLOAD_TYPE_REFUSED:
    'This file is not of the right kind: a PDF for a book, an H.264/AAC MP4 for a lesson, a JPEG, PNG or WebP for a cover',
  UPLOAD_TRUNCATED: 'The file is cut short: upload the whole file again',
  UPLOAD_NOT_FAST_START:
    'The video must be rewritten for streaming first: ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4',
  UPLOAD_EXPIRED: 'This upload was begun more than 24 hours ago and is gone: upload the file again',
  UPLOAD_NO_SPACE: 'There is not enough free disk space for this file',
  UPLOAD_EXTENSION_UNSUPPORTED: 'The server does not take uploads of this kind',
  PROMO_UNKNOWN: 'There is no such promo code',
  PROMO_NOT_STARTED: 'This promo code is not valid yet',
  PROMO_EXPIRED: 'This promo code has expired',
  PROMO_USED_UP: 'This promo code has been used up',
  PROMO_ALREADY_USED: 'This promo code has already been used by this student',
  PROMO_NOT_APPLICABLE: 'This promo code does not apply to this purchase',
  PROMO_FIRST_PURCHASE_ONLY: 'This promo code is for a first purchase only',
  READ_ONLY: 'This field cannot be changed',
  OWN_CALL: 'This field is changed by its own action, not by this form',
} satisfies Record<ErrorCode | FieldErrorCode, string>;
