import { ApiRefusal } from '../../../common/http/error-response.js';

/** A code is checked under the staff sign-in limits, wherever it is entered. */
export const signInLimited = ApiRefusal(
  429,
  'The staff sign-in limits: too many wrong passwords or codes',
);
