import { Box, Chip, Stack } from '@mui/material';
import type { AuditEntry } from '@academy/contracts';
import { Link, useCreatePath, useListContext, useLocale, useRecordContext } from 'react-admin';
import { useRelativeTimeText } from '../../i18n/use-relative-time';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { describeChanges, describeValues, type ChangeWords } from './audit-change';
import { en } from './en';

/** '5m ago' ('5 мин назад'), with the exact moment on hover and for assistive technology. */
export function AuditWhen() {
  const entry = useRecordContext<AuditEntry>();
  const locale = useLocale();
  const relativeText = useRelativeTimeText();
  if (!entry) return null;
  const exact = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'medium' }).format(
    new Date(entry.created_at),
  );
  return (
    <Box component="time" dateTime={entry.created_at} title={exact} sx={{ whiteSpace: 'nowrap' }}>
      {relativeText(new Date(entry.created_at), new Date())}
    </Box>
  );
}

export function AuditActor() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTypedTranslate();
  if (!entry) return null;
  return (
    <Stack
      direction="row"
      component="span"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
    >
      <span>{entry.actor}</span>
      {/* The system (a provider's event) has no staff role to show. */}
      {entry.actorRole !== null && (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`academy.layout.roles.${entry.actorRole}`)}
        />
      )}
    </Stack>
  );
}

export function AuditAction() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTypedTranslate();
  return entry ? <>{translate(`academy.audit.actions.${entry.action}`)}</> : null;
}

/** The user id links to this same list narrowed to that user, keeping the other filters. */
export function AuditTarget() {
  const entry = useRecordContext<AuditEntry>();
  // react-admin keeps the filter untyped; the other filters are only passed on.
  const filterValues: unknown = useListContext<AuditEntry>().filterValues;
  const createPath = useCreatePath();
  const translate = useTypedTranslate();
  if (!entry || entry.targetUserId === null) return null;
  const others = typeof filterValues === 'object' ? filterValues : null;
  const filter = JSON.stringify({ ...others, targetUserId: entry.targetUserId });
  return (
    <Link
      to={{
        pathname: createPath({ resource: 'audit', type: 'list' }),
        search: `?filter=${encodeURIComponent(filter)}`,
      }}
      aria-label={translate('academy.audit.filterByUser', { id: entry.targetUserId })}
    >
      {entry.targetUserId}
    </Link>
  );
}

type ChangeField = keyof typeof en.changeFields;
const isChangeField = (key: string): key is ChangeField => Object.hasOwn(en.changeFields, key);

/** Before → after, with the stored fields' names and numbers in the staff member's language. */
export function AuditChange() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTypedTranslate();
  const locale = useLocale();
  if (!entry) return null;
  const nothing = translate('academy.audit.nothing');
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  const words: ChangeWords = {
    fieldName: (key) =>
      isChangeField(key) ? translate(`academy.audit.changeFields.${key}`) : null,
    number: (value) => numberFormat.format(value),
    yes: translate('academy.audit.yes'),
    no: translate('academy.audit.no'),
    empty: nothing,
  };
  const changes = describeChanges(entry.before, entry.after, words);
  if (changes) {
    return (
      <Box component="span" sx={{ display: 'grid', overflowWrap: 'break-word' }}>
        {changes.map((change) => (
          <span key={change.field}>
            {'before' in change
              ? translate('academy.audit.fieldChange', change)
              : translate('academy.audit.fieldValue', change)}
          </span>
        ))}
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ overflowWrap: 'break-word' }}>
      {translate('academy.audit.changeText', {
        before: describeValues(entry.before, words) ?? nothing,
        after: describeValues(entry.after, words) ?? nothing,
      })}
    </Box>
  );
}
