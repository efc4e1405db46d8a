import { useCallback } from 'react';
import { useLocale } from 'react-admin';
import { relativeTime } from '@academy/domain';
import { useTypedTranslate } from './use-typed-translate';

/**
 * SPEC.md §4's relative time ('just now', '5m ago', later the date) in the staff member's
 * language; the date itself through Intl.
 */
export function useRelativeTimeText(): (date: Date, now: Date) => string {
  const translate = useTypedTranslate();
  const locale = useLocale();
  return useCallback(
    (date: Date, now: Date) => {
      // Formatting an invalid date throws, which would take down the whole rendered list.
      if (Number.isNaN(date.getTime())) return '';
      const relative = relativeTime(date, now);
      switch (relative.kind) {
        case 'justNow':
          return translate('academy.users.relativeTime.justNow');
        case 'minutes':
        case 'hours':
        case 'days':
          return translate(`academy.users.relativeTime.${relative.kind}`, {
            count: relative.count,
          });
        case 'date':
          return new Intl.DateTimeFormat(locale, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(relative.date);
      }
    },
    [translate, locale],
  );
}
