import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useRecordContext, useRefresh } from 'react-admin';
import type { User } from '@academy/contracts';
import { useReportError } from '../../../components/ErrorBanner';
import { RowActionButton } from '../../../components/RowActionButton';

/** Deletes a user once staff answer 'Are you sure you want to delete this user?'. */
export function DeleteUserButton() {
  const record = useRecordContext<User>();
  const refresh = useRefresh();
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<User>();
  if (!record) return null;
  // Its outcome goes to onSuccess/onError: without returnPromise the promise never rejects.
  const confirm = () =>
    void deleteOne(
      'users',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => reportError(null),
        onError: () => reportError('academy.users.errors.delete'),
        onSettled: () => {
          setOpen(false);
          refresh();
        },
      },
    );
  return (
    <>
      <RowActionButton
        label="academy.users.actions.delete"
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="academy.users.deleteDialog.title"
        titleTranslateOptions={{ id: record.id }}
        content="academy.users.deleteDialog.question"
        confirm="academy.users.actions.delete"
        confirmColor="warning"
        cancel="academy.users.actions.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
