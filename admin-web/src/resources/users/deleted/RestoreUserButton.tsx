import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { DeletedUser } from '@academy/contracts';
import { useReportError } from '../../../components/ErrorBanner';
import { RowActionButton } from '../../../components/RowActionButton';
import type { AcademyDataProvider } from '../../../providers/data-provider';

/** Brings the user back; a refusal (the e-mail taken meanwhile) shows the server's reason. */
export function RestoreUserButton() {
  const record = useRecordContext<DeletedUser>();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportError = useReportError();
  const restore = useMutation({
    mutationFn: (id: number) => dataProvider.restoreUser(id),
    onSuccess: (user) => {
      reportError(null);
      notify('academy.deletedUsers.restored', {
        type: 'success',
        messageArgs: { email: user.email },
      });
    },
    onError: (error) => {
      reportError('academy.deletedUsers.errors.restore');
      if (error instanceof HttpError) notify(error.message, { type: 'error' });
    },
    onSettled: () => refresh(),
  });
  if (!record) return null;
  return (
    <RowActionButton
      label="academy.deletedUsers.restore"
      icon={<RestoreFromTrashIcon fontSize="small" />}
      color="primary"
      disabled={restore.isPending}
      onClick={() => restore.mutate(record.id)}
    />
  );
}
