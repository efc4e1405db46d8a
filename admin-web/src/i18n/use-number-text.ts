import { useCallback, useMemo } from 'react';
import { useLocale } from 'react-admin';

/** A count with the staff member's digit grouping: '12,345', in Russian '12 345'. */
export function useCountText(): (count: number) => string {
  const locale = useLocale();
  const format = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return useCallback((count: number) => format.format(count), [format]);
}

/** USD with the staff member's grouping and sign: '$1,344,414.71', in Russian '1 344 414,71 $'. */
export function useUsdText(): (amount: number) => string {
  const locale = useLocale();
  const format = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
    [locale],
  );
  return useCallback((amount: number) => format.format(amount), [format]);
}
