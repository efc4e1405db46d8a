import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext } from 'react-admin';
import type { ApiKeyRecord } from '@academy/contracts';
import { DeleteWithRefusals } from '../../components/WithRefusals';
import { useTypedTranslate } from '../../i18n/use-typed-translate';

/** Revokes a key after a confirmation; a revoked key has nothing left to revoke. */
export function RevokeApiKeyButton() {
  const record = useRecordContext<ApiKeyRecord>();
  const translate = useTypedTranslate();
  if (!record || record.revokedAt !== null) return null;
  return (
    <DeleteWithRefusals
      label="academy.apiKeys.revoke.button"
      icon={<BlockIcon />}
      confirmTitle={translate('academy.apiKeys.revoke.title', { name: record.name })}
      confirmContent="academy.apiKeys.revoke.content"
      confirmColor="warning"
      redirect={false}
      successMessage="academy.apiKeys.revoke.done"
      refusals={{ fallback: 'academy.apiKeys.errors.revoke' }}
    />
  );
}
