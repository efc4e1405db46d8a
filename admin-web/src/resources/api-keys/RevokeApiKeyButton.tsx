import BlockIcon from '@mui/icons-material/Block';
import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import type { ApiKeyRecord } from '@academy/contracts';
import { useNotifyServerError } from '../../components/server-error';
import { useTypedTranslate } from '../../i18n/use-typed-translate';

/** Revokes a key after a confirmation; a revoked key has nothing left to revoke. */
export function RevokeApiKeyButton() {
  const record = useRecordContext<ApiKeyRecord>();
  const translate = useTypedTranslate();
  const notifyServerError = useNotifyServerError();
  if (!record || record.revokedAt !== null) return null;
  return (
    <DeleteWithConfirmButton
      label="academy.apiKeys.revoke.button"
      icon={<BlockIcon />}
      confirmTitle={translate('academy.apiKeys.revoke.title', { name: record.name })}
      confirmContent="academy.apiKeys.revoke.content"
      confirmColor="warning"
      mutationMode="pessimistic"
      redirect={false}
      successMessage="academy.apiKeys.revoke.done"
      mutationOptions={{
        onError: (error) => notifyServerError(error, { fallback: 'academy.apiKeys.errors.revoke' }),
      }}
    />
  );
}
