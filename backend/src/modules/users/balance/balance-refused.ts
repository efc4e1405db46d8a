import { BALANCE_LIMITS, ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../../common/http/api-exception.js';

/** Why BalanceService.change left a balance as it was. */
export type BalanceRefusalCode =
  | typeof ERROR_CODES.CONFLICT
  | typeof ERROR_CODES.BALANCE_BELOW_ZERO
  | typeof ERROR_CODES.BALANCE_TOO_LARGE;

const STATUS: Record<BalanceRefusalCode, number> = {
  [ERROR_CODES.CONFLICT]: 409,
  [ERROR_CODES.BALANCE_BELOW_ZERO]: 400,
  [ERROR_CODES.BALANCE_TOO_LARGE]: 400,
};

/**
 * The one refusal of a balance change, thrown before anything is written. Unmapped, it answers
 * as the react-admin resource and the bulk jobs do (400 with the numbers its code names, or 409
 * CONFLICT when the balance is no longer the one expected); a route with other answers in the
 * spec maps it at its edge, reading `code` and `balance`.
 */
export class BalanceRefused extends ApiException {
  declare readonly params?: Record<string, number>;

  constructor(
    override readonly code: BalanceRefusalCode,
    /** The balance as it is, unchanged. */
    readonly balance: number,
  ) {
    super(STATUS[code], code, refusalMessage(code, balance));
    if (code === ERROR_CODES.BALANCE_BELOW_ZERO) this.params = { balance };
    if (code === ERROR_CODES.BALANCE_TOO_LARGE) this.params = { max: BALANCE_LIMITS.max };
  }
}

function refusalMessage(code: BalanceRefusalCode, balance: number): string {
  switch (code) {
    case ERROR_CODES.CONFLICT:
      return `The balance has changed meanwhile: it is now ${balance.toFixed(2)}. Check it and try again.`;
    case ERROR_CODES.BALANCE_BELOW_ZERO:
      return 'The balance cannot go below zero';
    case ERROR_CODES.BALANCE_TOO_LARGE:
      return 'Balance is too large';
  }
}
