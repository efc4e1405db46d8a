import { useCallback, useMemo } from 'react';
import { useLocale } from 'react-admin';
import { BALANCE_LIMITS } from '@academy/contracts';
import { formatBalance, isValidMoneyAmount, type AmountBounds } from '@academy/domain';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

/**
 * An amount with two decimals and the digit grouping of the staff member's language:
 * '1,344,414.71', '1 344 414,71' (a no-break space: the amount never breaks over two lines).
 */
export function useAmountDigits(): (amount: number) => string {
  const locale = useLocale();
  const format = useMemo(
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    [locale],
  );
  // formatBalance decides the rounding and drops the sign of a negative that rounds to zero.
  return useCallback((amount: number) => format.format(Number(formatBalance(amount))), [format]);
}

/** USD amounts as staff read them: '$150.00', '-$20.50'; in Russian '150,00 $'. */
export function useMoneyText(): (amount: number) => string {
  const translate = useTypedTranslate();
  const digitsOf = useAmountDigits();
  return useCallback(
    (amount: number) => {
      const negative = amount < 0 && formatBalance(amount) !== formatBalance(0);
      return translate(negative ? 'academy.users.money.negative' : 'academy.users.money.positive', {
        amount: digitsOf(Math.abs(amount)),
      });
    },
    [translate, digitsOf],
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
