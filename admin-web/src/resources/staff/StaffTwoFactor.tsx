import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { StaffAccount } from '@academy/contracts';
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
  const titleId = useId();
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
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {translate('academy.staff.twoFactor.confirmTitle', { username: account.username })}
        </DialogTitle>
        <DialogContent>
          {reset.isError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errorText(reset.error, { fallback: 'academy.staff.twoFactor.resetError' })}
            </Alert>
          )}
          {translate('academy.staff.twoFactor.confirmText')}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>
            {translate('academy.staff.password.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={reset.isPending}
            onClick={() => reset.mutate()}
          >
            {translate('academy.staff.twoFactor.reset')}
          </Button>
        </DialogActions>
      </Dialog>
    </ShowSection>
  );
}
