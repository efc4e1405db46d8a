import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import type { TwoFactorSetup } from '@academy/contracts';
import { useServerErrorText } from '../components/server-error';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { useOwnPageHeading } from '../layout/page-heading';
import { academyQueries } from '../providers/academy-queries';
import type { AcademyDataProvider } from '../providers/data-provider';
import { CodeField } from './CodeField';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorSecret } from './TwoFactorSecret';

/**
 * The signed-in staff member's own two-factor sign-in at /admin/two-factor: set up (QR code, key,
 * a code to confirm), the recovery codes shown once, and turning it off with a code.
 */
export function TwoFactorPage() {
  const translate = useTypedTranslate();
  useOwnPageHeading();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useServerErrorText();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const query = academyQueries.twoFactorStatus(dataProvider);
  const status = useQuery(query);
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const start = useMutation({
    mutationFn: () => dataProvider.setupTwoFactor(),
    onSuccess: (answer) => {
      setSetup(answer);
      setCode('');
    },
  });
  const enable = useMutation({
    mutationFn: (typed: string) => dataProvider.enableTwoFactor(typed),
    onSuccess: ({ recoveryCodes: codes }) => {
      setSetup(null);
      setCode('');
      setRecoveryCodes(codes);
      void refresh();
    },
  });
  const disable = useMutation({
    mutationFn: (typed: string) => dataProvider.disableTwoFactor(typed),
    onSuccess: () => {
      setCode('');
      notify('academy.twoFactor.disabled', { type: 'success' });
      void refresh();
    },
  });
  const failed = [start, enable, disable].find((mutation) => mutation.isError);
  const submit = (event: FormEvent, mutation: typeof enable | typeof disable) => {
    event.preventDefault();
    if (code.trim() !== '') mutation.mutate(code.trim());
  };

  // The same code field turns the second step on, and off again.
  const codeField = { label: 'academy.twoFactor.code', value: code, onChange: setCode } as const;
  let body;
  if (status.isPending) body = <CircularProgress aria-label={translate('ra.page.loading')} />;
  else if (status.isError) {
    body = (
      <Alert severity="error">
        {errorText(status.error, { fallback: 'academy.twoFactor.errors.load' })}
      </Alert>
    );
  } else if (recoveryCodes) {
    body = <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (setup) {
    body = (
      <Stack component="form" spacing={2} onSubmit={(event) => submit(event, enable)}>
        <TwoFactorSecret setup={setup} />
        <CodeField autoFocus helperText="academy.twoFactor.codeHelp" {...codeField} />
        <Button type="submit" variant="contained" disabled={enable.isPending}>
          {translate('academy.twoFactor.enable')}
        </Button>
      </Stack>
    );
  } else if (status.data.enabled) {
    body = (
      <Stack component="form" spacing={2} onSubmit={(event) => submit(event, disable)}>
        <Typography>
          {translate('academy.twoFactor.on', { count: status.data.recoveryCodesLeft })}
        </Typography>
        {status.data.required ? (
          <Alert severity="info">{translate('academy.twoFactor.required')}</Alert>
        ) : (
          <>
            <CodeField helperText="academy.twoFactor.disableHelp" {...codeField} />
            <Button type="submit" color="error" disabled={disable.isPending}>
              {translate('academy.twoFactor.disable')}
            </Button>
          </>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{translate('academy.twoFactor.off')}</Typography>
        <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
          {translate('academy.twoFactor.setUp')}
        </Button>
      </Stack>
    );
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="academy.twoFactor.title" />
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5">
            {translate('academy.twoFactor.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('academy.twoFactor.intro')}
          </Typography>
          {failed && (
            <Alert severity="error">
              {errorText(failed.error, { fallback: 'academy.twoFactor.errors.save' })}
            </Alert>
          )}
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}
