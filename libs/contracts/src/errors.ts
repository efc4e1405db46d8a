import { PROMO_ERROR_CODES } from './promotions.js';

export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  OVERDRAFT_ALREADY_USED: 'OVERDRAFT_ALREADY_USED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INVALID_JSON: 'INVALID_JSON',
  INTERNAL: 'INTERNAL',
  CONFLICT: 'CONFLICT',
  BAD_REQUEST: 'BAD_REQUEST',
  CONTENT_LOCKED: 'CONTENT_LOCKED',
  LINK_INVALID: 'LINK_INVALID',
  PAYMENT_DATA_MISSING: 'PAYMENT_DATA_MISSING',
  PAYMENT_PROVIDER_FAILED: 'PAYMENT_PROVIDER_FAILED',
  PAYMENT_UNAVAILABLE: 'PAYMENT_UNAVAILABLE',
  /** 503: the payment provider could not be reached (connection refused, DNS, reset). */
  PAYMENT_PROVIDER_UNREACHABLE: 'PAYMENT_PROVIDER_UNREACHABLE',
  /** 504: the payment provider did not answer in time; nothing was charged. */
  PAYMENT_PROVIDER_TIMEOUT: 'PAYMENT_PROVIDER_TIMEOUT',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  CURRENT_PASSWORD_INVALID: 'CURRENT_PASSWORD_INVALID',
  EMAIL_TOKEN_INVALID: 'EMAIL_TOKEN_INVALID',
  /**
   * 429: the account passed its failed sign-ins for the day and waits for its owner (the mailed
   * unlock link, a password reset, or for staff an admin). Answered alike whether or not it exists.
   */
  SIGN_IN_LOCKED: 'SIGN_IN_LOCKED',
  UNLOCK_TOKEN_INVALID: 'UNLOCK_TOKEN_INVALID',
  /** 400: the e-mail verification link is invalid, used or expired. */
  VERIFY_TOKEN_INVALID: 'VERIFY_TOKEN_INVALID',
  /** 400: the link that restores an earlier e-mail is invalid, used or expired. */
  RESTORE_TOKEN_INVALID: 'RESTORE_TOKEN_INVALID',
  /** 403: the academy asks for a verified e-mail first (TRIAL_REQUIRES_VERIFIED_EMAIL). */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** 401: a staff sign-in challenge that is unknown, expired, spent or out of attempts. */
  TWO_FACTOR_CHALLENGE_INVALID: 'TWO_FACTOR_CHALLENGE_INVALID',
  /** 401 (sign-in) or 400 (enable, disable): a TOTP or recovery code that does not match. */
  TWO_FACTOR_CODE_INVALID: 'TWO_FACTOR_CODE_INVALID',
  /** A balance change would leave the balance below zero; `params.balance` is the balance as it was. */
  BALANCE_BELOW_ZERO: 'BALANCE_BELOW_ZERO',
  /** A balance change would leave the balance above the maximum, `params.max`. */
  BALANCE_TOO_LARGE: 'BALANCE_TOO_LARGE',
  /** An API key set a balance without `expectedBalance`: it could undo a concurrent credit. */
  EXPECTED_BALANCE_REQUIRED: 'EXPECTED_BALANCE_REQUIRED',
  /** The student already has `params.max` manual payments waiting for staff. */
  PENDING_PAYMENTS_LIMIT: 'PENDING_PAYMENTS_LIMIT',
  /** The receipts on the student's pending payments would pass `params.maxMegabytes` MB. */
  RECEIPT_BYTES_LIMIT: 'RECEIPT_BYTES_LIMIT',
  /** The upload named to attach does not exist (never made, already attached or swept away). */
  UPLOAD_NOT_FOUND: 'UPLOAD_NOT_FOUND',
  /** The upload has not received all its bytes yet: continue it from its `HEAD` offset. */
  UPLOAD_INCOMPLETE: 'UPLOAD_INCOMPLETE',
  /** The upload's content is not what the item takes (a PDF, an H.264/AAC MP4, a JPEG/PNG/WebP). */
  UPLOAD_TYPE_REFUSED: 'UPLOAD_TYPE_REFUSED',
  /** The file was cut short: its parts do not add up to its size. */
  UPLOAD_TRUNCATED: 'UPLOAD_TRUNCATED',
  /** The MP4's index (`moov`) comes after its media: it must be rewritten for fast start. */
  UPLOAD_NOT_FAST_START: 'UPLOAD_NOT_FAST_START',
  /** 410: the upload was begun more than 24 hours ago and has been removed: begin it again. */
  UPLOAD_EXPIRED: 'UPLOAD_EXPIRED',
  /** 507: the disk has no room for the upload's announced length. */
  UPLOAD_NO_SPACE: 'UPLOAD_NO_SPACE',
  /** 501: a tus extension the server does not offer (deferred length, concatenation). */
  UPLOAD_EXTENSION_UNSUPPORTED: 'UPLOAD_EXTENSION_UNSUPPORTED',
  /** A promo code refused on the check or on a payment route (see PROMO_ERROR_CODES). */
  ...PROMO_ERROR_CODES,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Why one field of a request was refused, for a client to act on without reading the message. */
export const FIELD_ERROR_CODES = {
  /** The server keeps this field: send it as it was read, or leave it out. */
  READ_ONLY: 'READ_ONLY',
  /** The field changes only through its own audited call, which the message names. */
  OWN_CALL: 'OWN_CALL',
} as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[keyof typeof FIELD_ERROR_CODES];

export interface FieldError {
  field: string;
  /** English, for people reading the API's answers. */
  message: string;
  /** Why the field was refused, for the apps to act on or translate (with `params`): a
   * FieldErrorCode, or the code of a shared validation rule's verdict. */
  code?: FieldErrorCode | (string & {});
  params?: Record<string, number>;
}

export interface ApiError {
  statusCode: number;
  message: string;
  code: string;
  errors?: FieldError[];
  /** The numbers the code's text names, for the apps to word it (BALANCE_BELOW_ZERO: balance). */
  params?: Record<string, number>;
}
