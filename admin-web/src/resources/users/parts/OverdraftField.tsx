import { useRecordContext, useTranslate } from 'react-admin';
import type { User } from '@academy/contracts';

export function OverdraftField() {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(record.overdraft ? 'academy.users.yesNo.yes' : 'academy.users.yesNo.no')}</>;
}
