import { useCallback } from 'react';
import { BALANCE_LIMITS } from '@academy/contracts';
import { formatBalance, isValidMoneyAmount, type AmountBounds } from '@academy/domain';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

/** USD amounts as staff read them: '$150.00', '-$20.50'. */
export function useMoneyText(): (amount: number) => string {
  const translate = useTypedTranslate();
  return useCallback(
    (amount: number) => {
      const digits = formatBalance(Math.abs(amount));
      const negative = amount < 0 && digits !== formatBalance(0);
      return translate(negative ? 'academy.users.money.negative' : 'academy.users.money.positive', {
        amount: digits,
      });
    },
    [translate],
  );
}

// Plain decimal notation only: Number() alone would also take '1e3' or '0x10' as amounts.
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** The typed amount as a number, or null when it is no valid cents amount within the bounds. */
export function parseAmount(text: string, bounds: AmountBounds): number | null {
  const trimmed = text.trim();
  if (!DECIMAL_TEXT.test(trimmed)) return null;
  const amount = Number(trimmed);
  return isValidMoneyAmount(amount, bounds) ? amount : null;
}

/** What a balance field accepts: the same limits the API applies. */
export const BALANCE_BOUNDS: AmountBounds = BALANCE_LIMITS;
