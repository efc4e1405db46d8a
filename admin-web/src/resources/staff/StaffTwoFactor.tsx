import { Alert, Button, Chip, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { StaffAccount } from '@academy/contracts';
import { FormDialog } from '../../components/FormDialog';
import { ShowSection } from '../../components/ShowSection';
import { useServerErrorText } from '../../components/server-error';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';

/** Whether the account signs in with a second factor, and the admin's reset of it (audited). */
export function StaffTwoFactor({ account }: { account: StaffAccount }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useServerErrorText();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => dataProvider.resetStaffTwoFactor(account.id),
    onSuccess: () => {
      setConfirming(false);
      notify('academy.staff.twoFactor.resetDone', { type: 'success' });
      refresh();
    },
  });
  return (
    <ShowSection title="academy.staff.twoFactor.title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={account.twoFactorEnabled ? 'success' : 'default'}
          label={translate(
            account.twoFactorEnabled ? 'academy.staff.twoFactor.on' : 'academy.staff.twoFactor.off',
          )}
        />
        {account.twoFactorEnabled && (
          <Button color="error" onClick={() => setConfirming(true)}>
            {translate('academy.staff.twoFactor.reset')}
          </Button>
        )}
      </Stack>
      <FormDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={translate('academy.staff.twoFactor.confirmTitle', { username: account.username })}
        canSubmit
        pending={reset.isPending}
        onSubmit={() => reset.mutate()}
        cancelLabel="academy.staff.password.cancel"
        submitLabel="academy.staff.twoFactor.reset"
        submitColor="error"
      >
        {reset.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errorText(reset.error, { fallback: 'academy.staff.twoFactor.resetError' })}
          </Alert>
        )}
        {translate('academy.staff.twoFactor.confirmText')}
      </FormDialog>
    </ShowSection>
  );
}
