import { useState } from 'react';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import { Confirm, useDataProvider, useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { RowActionButton } from '../../../components/RowActionButton';
import { useUserChange } from '../use-user-change';

/** Gives a user the trial overdraft, after a confirmation; offered only while they never had one. */
export function CreateOverdraftButton() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const [open, setOpen] = useState(false);
  const create = useUserChange({
    change: (id: number) => dataProvider.createOverdraft(id),
    failure: 'academy.users.errors.overdraft',
    close: () => setOpen(false),
  });
  if (!record || record.overdraft) return null;
  return (
    <>
      <RowActionButton
        label="academy.users.actions.createOverdraft"
        icon={<CreditScoreIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={create.isPending}
        title="academy.users.overdraftDialog.title"
        titleTranslateOptions={{ id: record.id }}
        content="academy.users.overdraftDialog.question"
        confirm="academy.users.actions.createOverdraft"
        cancel="academy.users.actions.cancel"
        onConfirm={() => create.mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
