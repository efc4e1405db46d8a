import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import { conflict, forbidden } from '../../common/http/http.errors.js';

/** The refusals of the trial overdraft. */

export const overdraftOwnAccountOnly = (): ApiException =>
  forbidden('You can only activate the overdraft on your own account');

export const overdraftAlreadyUsed = (): ApiException =>
  new ApiException(
    409,
    ERROR_CODES.OVERDRAFT_ALREADY_USED,
    'The trial overdraft has already been activated for this account',
  );

export const trialDepositTooLarge = (): ApiException =>
  conflict('The balance is too large to add the trial deposit');

/** The trial waits for a verified e-mail when the academy asks for one. */
export const emailNotVerified = (): ApiException =>
  new ApiException(
    403,
    ERROR_CODES.EMAIL_NOT_VERIFIED,
    'Please verify your email before activating the trial',
  );
