import { Alert, Box, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { RegistrationPeriod } from '@academy/contracts';
import { Title } from 'react-admin';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { useOwnPageHeading } from '../layout/page-heading';
import { PeriodPicker } from './PeriodPicker';
import { RegistrationsChart } from './RegistrationsChart';
import { RevenueCard } from './RevenueCard';
import { RevenueChart } from './RevenueChart';
import { TotalUsersCard } from './TotalUsersCard';
import { useRegistrations } from './use-registrations';
import { useRevenue } from './use-revenue';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' },
  alignItems: 'start',
} as const;

/** Revenue in the same period, below the registrations; it fails and loads on its own. */
function RevenueSection({ period }: { period: RegistrationPeriod }) {
  const translate = useTypedTranslate();
  const { stats, loading, failed } = useRevenue(period);
  if (failed) {
    return (
      <Alert severity="error" variant="filled">
        {translate('academy.statistics.revenue.loadError')}
      </Alert>
    );
  }
  if (!stats) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Box aria-busy={loading} sx={GRID}>
      <RevenueCard stats={stats} />
      <RevenueChart points={stats.points} />
    </Box>
  );
}

/**
 * /admin/statistics: registrations per calendar date over the chosen period and the user count,
 * then the revenue of the same period.
 */
export function StatisticsPage() {
  const translate = useTypedTranslate();
  const [period, setPeriod] = useState<RegistrationPeriod>('week');
  useOwnPageHeading();
  const { stats, loading, failed } = useRegistrations(period);
  const loadingText = translate('ra.page.loading');

  // Only the first load takes the whole page: later ones keep the buttons where the focus is.
  if (stats === null && !failed) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh' }}>
        <Title title="academy.layout.menu.statistics" />
        <CircularProgress aria-label={loadingText} size={56} />
      </Box>
    );
  }

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title="academy.layout.menu.statistics" />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 2 }}
      >
        <div>
          <Typography component="h1" variant="h1">
            {translate('academy.statistics.title')}
          </Typography>
          <Typography color="text.secondary">{translate('academy.statistics.subtitle')}</Typography>
        </div>
        <PeriodPicker value={period} onChange={setPeriod} />
      </Stack>
      <Box sx={{ height: 4, mb: 2 }}>{loading && <LinearProgress aria-label={loadingText} />}</Box>
      {failed && (
        <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
          {translate('academy.statistics.loadError')}
        </Alert>
      )}
      {stats && (
        <Box aria-busy={loading} sx={GRID}>
          <TotalUsersCard count={stats.totalUsers} />
          <RegistrationsChart points={stats.points} />
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <RevenueSection period={period} />
      </Box>
    </Box>
  );
}
