import { useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

export function OverdraftField() {
  const record = useRecordContext<User>();
  const translate = useTypedTranslate();
  if (!record) return null;
  return <>{translate(record.overdraft ? 'academy.users.yesNo.yes' : 'academy.users.yesNo.no')}</>;
}
