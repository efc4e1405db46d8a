import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { USER_RESTORE_DAYS, type DeletedUser } from '@academy/contracts';
import { useReportError } from '../../../components/ErrorBanner';
import { RowActionButton } from '../../../components/RowActionButton';
import { useNotifyServerError } from '../../../components/server-error';
import type { AcademyDataProvider } from '../../../providers/data-provider';

/** Brings the user back; a refusal (the e-mail taken meanwhile) says why, in the staff member's language. */
export function RestoreUserButton() {
  const record = useRecordContext<DeletedUser>();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const notifyServerError = useNotifyServerError();
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
      if (error instanceof HttpError) {
        notifyServerError(error, {
          fallback: 'academy.deletedUsers.errors.restore',
          byCode: {
            EMAIL_TAKEN: 'academy.deletedUsers.errors.emailTaken',
            NOT_FOUND: {
              key: 'academy.deletedUsers.errors.restoreWindow',
              values: { smart_count: USER_RESTORE_DAYS },
            },
          },
        });
      }
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
