import { ERROR_CODES, USER_RESTORE_DAYS } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import {
  conflict,
  notFound,
  validationFailed,
  validationFailedUnprocessable,
} from '../../common/http/http.errors.js';
import { BULK_LIMIT_MESSAGE } from './dto/bulk-balance.dto.js';

/** The refusals of students' accounts, balances, bulk balance jobs and deleted users. */

export const userNotFound = (): ApiException => notFound('User not found');

export const emailTaken = (): ApiException =>
  new ApiException(409, ERROR_CODES.EMAIL_TAKEN, 'A user with this email already exists');

export const courseBlank = (): ApiException => validationFailed('Course name must not be blank');

/** Staff's add-to-balance that the balance's bounds refuse; `balance` is the balance now. */
export const balanceOutOfBounds = (code: string, balance: number): ApiException =>
  conflict(
    code === ERROR_CODES.BALANCE_BELOW_ZERO
      ? `The balance cannot go below zero: it is ${balance.toFixed(2)}`
      : 'The balance cannot go above the maximum',
  );

/** An API key's balance set without the balance it was decided on (SPEC.md §7). */
export const expectedBalanceRequired = (): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.EXPECTED_BALANCE_REQUIRED,
    'An API key must send expectedBalance, the balance this change was decided on: a balance set without it would undo a payment or adjustment made meanwhile. To add or subtract, POST /api/admin/users/:id/balance-adjustments.',
    [{ field: 'expectedBalance', message: 'expectedBalance is required for API keys' }],
  );

export const bulkBalanceTooMany = (): ApiException =>
  validationFailed(`${BULK_LIMIT_MESSAGE}: narrow the selection`);

export const bulkBalanceJobNotFound = (): ApiException => notFound('No such bulk balance job');

export const bulkBalanceJobFinished = (status: string): ApiException =>
  conflict(`The job is already ${status}`);

export const idempotencyKeyReused = (): ApiException =>
  validationFailedUnprocessable('This Idempotency-Key was used with another request');

/** A bulk change of the same users is still open; `location` points at that job. */
export const bulkBalanceAlreadyOpen = (id: string, location: string): ApiException =>
  new ApiException(
    409,
    ERROR_CODES.CONFLICT,
    `A bulk balance change of the same users is still running: job ${id}`,
    undefined,
    { location },
  );

export const deletedUserNotFound = (): ApiException =>
  notFound(
    `No deleted user to restore: only users deleted in the last ${USER_RESTORE_DAYS} days can be restored`,
  );

export const restoredEmailTaken = (): ApiException =>
  new ApiException(
    409,
    ERROR_CODES.EMAIL_TAKEN,
    'A new account uses this e-mail now: the deleted user cannot be restored',
  );
