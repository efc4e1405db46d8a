import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { relativeTime } from '@academy/domain';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { useNow } from './use-now';

/** When the account was created, as SPEC.md §4's relative text; the full date shows on hover. */
export function RelativeTimeField() {
  const record = useRecordContext<User>();
  const translate = useTypedTranslate();
  const [locale] = useLocaleState();
  const now = useNow();
  if (!record) return null;
  const created = new Date(record.created_at);
  // Formatting an invalid date throws, which would take down the whole list.
  if (Number.isNaN(created.getTime())) return null;
  const fullDate = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(created);
  const relative = relativeTime(created, now);
  let text: string;
  switch (relative.kind) {
    case 'justNow':
      text = translate('academy.users.relativeTime.justNow');
      break;
    case 'minutes':
    case 'hours':
    case 'days':
      text = translate(`academy.users.relativeTime.${relative.kind}`, { count: relative.count });
      break;
    case 'date':
      text = fullDate;
      break;
  }
  return (
    <Typography component="time" variant="body2" dateTime={created.toISOString()} title={fullDate}>
      {text}
    </Typography>
  );
}
