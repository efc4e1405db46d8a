import { Alert, Box, Stack, Typography } from '@mui/material';
import type { User } from '@academy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { createdDateParts } from './created-date';
import { SettingsCard } from './components/SettingsCard';

interface AccountInformationProps {
  user: User | null;
  /** A translated message for the red banner, e.g. why the account could not be loaded. */
  errorMessage?: string | null;
  /** A translated message for the green banner. */
  successMessage?: string | null;
}

/** SPEC.md §2's Account Information: the student's details, read-only. */
export function AccountInformation({
  user,
  errorMessage,
  successMessage,
}: AccountInformationProps) {
  const { t, i18n } = useTranslation('account');
  const headingId = useId();
  const shown = (value: string | undefined) => (value?.trim() ? value : t('notSpecified'));
  const fields = [
    { label: t('firstName'), value: shown(user?.username) },
    { label: t('lastName'), value: shown(user?.lastname) },
    { label: t('email'), value: shown(user?.email) },
    { label: t('phone'), value: shown(user?.contact) },
  ];
  const created = user ? createdDateParts(user.created_at, i18n.language) : null;

  return (
    <Stack spacing={2}>
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      {successMessage && <Alert severity="success">{successMessage}</Alert>}
      <SettingsCard headingId={headingId} title={t('title')}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            gap: 2,
            m: 0,
          }}
        >
          {fields.map((field) => (
            <Box key={field.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {field.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {created && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {t('created', { ...created })}
          </Typography>
        )}
      </SettingsCard>
    </Stack>
  );
}
