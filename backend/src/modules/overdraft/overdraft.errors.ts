import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';

/** The trial waits for a verified e-mail when the academy asks for one. */
export const emailNotVerified = (): ApiException =>
  new ApiException(
    403,
    ERROR_CODES.EMAIL_NOT_VERIFIED,
    'Please verify your email before activating the trial',
  );
