import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReferralSettings } from '@academy/contracts';
import { useCanAccess, useDataProvider, useNotify } from 'react-admin';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { referralQueries } from './referral-queries';

/** The programme's settings: admins (promotions:manage) change them, support only reads them. */
export function ReferralSettingsCard({ settings }: { settings: ReferralSettings }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { canAccess: canEdit } = useCanAccess({ resource: 'referrals', action: 'edit' });
  const [form, setForm] = useState(settings);
  const save = useMutation({
    mutationFn: (next: ReferralSettings) => dataProvider.updateReferralSettings(next),
    onSuccess: (saved) => {
      queryClient.setQueryData(referralQueries.settings(dataProvider).queryKey, saved);
      notify('academy.referrals.settings.saved', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const disabled = !canEdit || save.isPending;
  const number = (field: 'rewardValue' | 'maxRewardsPerReferrerPerMonth') => ({
    type: 'number',
    value: String(form[field]),
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [field]: Number(event.target.value) }),
    disabled,
    fullWidth: true,
  });

  return (
    <Card component="section" aria-labelledby="referral-settings">
      <CardContent>
        <Typography id="referral-settings" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('academy.referrals.settings.title')}
        </Typography>
        <Stack
          component="form"
          spacing={2}
          sx={{ maxWidth: 480 }}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(form);
          }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={form.enabled}
                onChange={(event) => setForm({ ...form, enabled: event.target.checked })}
                disabled={disabled}
              />
            }
            label={translate('academy.referrals.settings.enabled')}
          />
          <TextField
            select
            label={translate('academy.referrals.settings.rewardKind')}
            value={form.rewardKind}
            onChange={(event) =>
              setForm({ ...form, rewardKind: event.target.value as ReferralSettings['rewardKind'] })
            }
            disabled={disabled}
          >
            <MenuItem value="percent">{translate('academy.referrals.settings.percent')}</MenuItem>
            <MenuItem value="amount">{translate('academy.referrals.settings.amount')}</MenuItem>
          </TextField>
          <TextField
            label={translate('academy.referrals.settings.rewardValue')}
            {...number('rewardValue')}
          />
          <TextField
            label={translate('academy.referrals.settings.cap')}
            {...number('maxRewardsPerReferrerPerMonth')}
          />
          {canEdit ? (
            <Button
              type="submit"
              variant="contained"
              disabled={disabled}
              sx={{ alignSelf: 'start' }}
            >
              {translate('academy.referrals.settings.save')}
            </Button>
          ) : (
            <Alert severity="info">{translate('academy.referrals.settings.readOnly')}</Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
