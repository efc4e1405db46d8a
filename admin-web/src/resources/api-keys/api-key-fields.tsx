import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { API_KEY_SCOPES, type ApiKeyRecord } from '@academy/contracts';
import { useDateText } from '../../components/use-date-text';
import { useNow } from '../../components/use-now';
import { useTypedTranslate } from '../../i18n/use-typed-translate';

export const scopeChoices = API_KEY_SCOPES.map((scope) => ({
  id: scope,
  name: `academy.apiKeys.scopes.${scope}`,
}));

type ApiKeyState = 'active' | 'revoked' | 'expired';

export function apiKeyState(key: ApiKeyRecord, now: Date): ApiKeyState {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

/** Active, revoked or expired, at a glance. */
export function ApiKeyStatusField() {
  const record = useRecordContext<ApiKeyRecord>();
  const translate = useTypedTranslate();
  const now = useNow();
  if (!record) return null;
  const state = apiKeyState(record, now);
  return (
    <Chip
      size="small"
      color={state === 'active' ? 'success' : 'default'}
      label={translate(`academy.apiKeys.status.${state}`)}
    />
  );
}

/** Each scope as a chip, named in the staff member's language. */
export function ApiKeyScopesField() {
  const record = useRecordContext<ApiKeyRecord>();
  const translate = useTypedTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" component="span" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.scopes.map((scope) => (
        <Chip
          key={scope}
          size="small"
          variant="outlined"
          label={translate(`academy.apiKeys.scopes.${scope}`)}
          title={scope}
        />
      ))}
    </Stack>
  );
}

/** When the key was last used and from which address, or "Never". */
export function ApiKeyLastUseField() {
  const record = useRecordContext<ApiKeyRecord>();
  const translate = useTypedTranslate();
  const dateText = useDateText();
  if (!record) return null;
  const date = dateText(record.lastUsedAt);
  if (date === null) return <span>{translate('academy.apiKeys.never')}</span>;
  return (
    <span>
      {record.lastUsedIp === null
        ? date
        : translate('academy.apiKeys.lastUsedFrom', { date, ip: record.lastUsedIp })}
    </span>
  );
}
