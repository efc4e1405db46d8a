import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useReportError } from '../../components/ErrorBanner';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';

const SETTINGS_KEY = ['staff-security-settings'];

/** The academy-wide rule: every staff account signs in with a second factor (audited). */
export function SecuritySettingsSwitch() {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reportError = useReportError();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => dataProvider.getSecuritySettings(),
  });
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      dataProvider.setSecuritySettings({ requireTwoFactor }),
    onSuccess: (saved) => {
      reportError(null);
      queryClient.setQueryData(SETTINGS_KEY, saved);
      notify(
        saved.requireTwoFactor
          ? 'academy.staff.security.requiredOn'
          : 'academy.staff.security.requiredOff',
        { type: 'success' },
      );
    },
    onError: () => reportError('academy.staff.security.error'),
  });
  return (
    <Tooltip title={translate('academy.staff.security.help')}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data?.requireTwoFactor ?? false}
            disabled={!settings.isSuccess || save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
          />
        }
        label={translate('academy.staff.security.require')}
      />
    </Tooltip>
  );
}
