import { useCallback } from 'react';
import { useLocale } from 'react-admin';

/**
 * '22 Nov 2026, 12:00' in the staff member's language, or null for no date (or one that cannot
 * be read).
 */
export function useDateText(): (date: string | null) => string | null {
  const locale = useLocale();
  return useCallback(
    (date: string | null) => {
      if (date === null) return null;
      const value = new Date(date);
      if (Number.isNaN(value.getTime())) return null;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        value,
      );
    },
    [locale],
  );
}
