import type { ApiException } from '../../common/http/api-exception.js';
import { conflict, validationFailed } from '../../common/http/http.errors.js';
import { dollarsOf } from './referral-money.js';

/** The refusals of the referral programme. */

/** A refund that would take a referral reward back from a referrer who has spent it. */
export const referrerBalanceShort = (missingCents: number, owedCents: number): ApiException =>
  conflict(
    `The referrer's balance is ${dollarsOf(missingCents)} short of the ${dollarsOf(owedCents)} referral reward to take back: nothing was changed`,
  );

/** A percentage reward outside 1–100. */
export const percentOutOfRange = (): ApiException =>
  validationFailed('A percentage reward must be between 0.01 and 100', [
    { field: 'rewardValue', message: 'A percentage reward must be between 0.01 and 100' },
  ]);
