import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { useRelativeTimeText } from '../../../i18n/use-relative-time';
import { useNow } from '../../../components/use-now';

/** When the account was created, as SPEC.md §4's relative text; the full date shows on hover. */
export function RelativeTimeField() {
  const record = useRecordContext<User>();
  const relativeText = useRelativeTimeText();
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
  return (
    <Typography component="time" variant="body2" dateTime={created.toISOString()} title={fullDate}>
      {relativeText(created, now)}
    </Typography>
  );
}
