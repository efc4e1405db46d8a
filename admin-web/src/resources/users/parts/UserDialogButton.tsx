import { useState, type ComponentType, type ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { RowActionButton } from '../../../components/RowActionButton';
import type { MessageKey } from '../../../i18n/en';

export interface UserDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

interface UserDialogButtonProps {
  label: MessageKey;
  icon: ReactElement;
  Dialog: ComponentType<UserDialogProps>;
}

/** An icon button that opens its dialog for the user in context. */
export function UserDialogButton({ label, icon, Dialog }: UserDialogButtonProps) {
  const record = useRecordContext<User>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowActionButton label={label} icon={icon} onClick={() => setOpen(true)} />
      <Dialog user={record} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
