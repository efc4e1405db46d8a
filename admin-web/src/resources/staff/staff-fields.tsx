import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { StaffAccount } from '@academy/contracts';
import { STAFF_ROLES } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';

export const roleChoices = STAFF_ROLES.map((role) => ({
  id: role,
  name: `academy.layout.roles.${role}`,
}));

/** Active or disabled, at a glance. */
export function StaffStatusField() {
  const record = useRecordContext<StaffAccount>();
  const translate = useTypedTranslate();
  if (!record) return null;
  return record.disabled ? (
    <Chip size="small" color="default" label={translate('academy.staff.status.disabled')} />
  ) : (
    <Chip size="small" color="success" label={translate('academy.staff.status.active')} />
  );
}
