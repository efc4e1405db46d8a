import { useState } from 'react';
import PasswordIcon from '@mui/icons-material/Password';
import { TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  type StaffAccount,
} from '@academy/contracts';
import { useReportError } from '../../components/ErrorBanner';
import { FormDialog } from '../../components/FormDialog';
import { RowActionButton } from '../../components/RowActionButton';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';

/** Sets a staff account's password (a forgotten one, or one to be changed); its sessions end. */
export function StaffPasswordButton() {
  const record = useRecordContext<StaffAccount>();
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const close = () => {
    setOpen(false);
    setPassword('');
  };
  const save = useMutation({
    mutationFn: ({ id, next }: { id: number; next: string }) =>
      dataProvider.setStaffPassword(id, next),
    onSuccess: () => {
      reportError(null);
      notify('academy.staff.password.done', { type: 'success' });
      close();
    },
    onError: () => reportError('academy.staff.errors.password'),
  });
  if (!record) return null;
  const tooShort = password.length < STAFF_PASSWORD_MIN_LENGTH;
  return (
    <>
      <RowActionButton
        label="academy.staff.actions.password"
        icon={<PasswordIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      <FormDialog
        open={open}
        onClose={close}
        title={translate('academy.staff.password.title', { username: record.username })}
        width="xs"
        canSubmit={!tooShort}
        pending={save.isPending}
        onSubmit={() => save.mutate({ id: record.id, next: password })}
        cancelLabel="academy.staff.password.cancel"
        submitLabel="academy.staff.password.submit"
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="password"
          autoComplete="new-password"
          label={translate('academy.staff.password.label')}
          helperText={translate('academy.staff.password.help', {
            min: STAFF_PASSWORD_MIN_LENGTH,
          })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: STAFF_PASSWORD_MAX_LENGTH } }}
        />
      </FormDialog>
    </>
  );
}
