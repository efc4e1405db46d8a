import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { useReportError } from '../../../components/ErrorBanner';
import { RowActionButton } from '../../../components/RowActionButton';

/** Passwords never leave the server, so staff send the user a reset link instead of showing one. */
export function SendPasswordResetButton() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const reportError = useReportError();
  const send = useMutation({
    mutationFn: (id: number) => dataProvider.sendPasswordReset(id),
    onSuccess: () => {
      reportError(null);
      notify('academy.users.passwordReset.sent', { type: 'success' });
    },
    onError: () => reportError('academy.users.errors.passwordReset'),
  });
  if (!record) return null;
  return (
    <RowActionButton
      label="academy.users.actions.passwordReset"
      icon={<LockResetIcon fontSize="small" />}
      disabled={send.isPending}
      onClick={() => send.mutate(record.id)}
    />
  );
}
