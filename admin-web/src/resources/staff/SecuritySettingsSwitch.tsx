import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useReportError } from '../../components/ErrorBanner';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { academyQueries } from '../../providers/academy-queries';
import type { AcademyDataProvider } from '../../providers/data-provider';

/** The academy-wide rule: every staff account signs in with a second factor (audited). */
export function SecuritySettingsSwitch() {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reportError = useReportError();
  const query = academyQueries.securitySettings(dataProvider);
  const settings = useQuery(query);
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      dataProvider.setSecuritySettings({ requireTwoFactor }),
    onSuccess: (saved) => {
      reportError(null);
      queryClient.setQueryData(query.queryKey, saved);
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
