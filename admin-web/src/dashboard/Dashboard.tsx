import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Title, useBasename, useDataProvider } from 'react-admin';
import type { StaffDashboard } from '@academy/contracts';
import { FittedFigure } from '../components/FittedFigure';
import { useNow } from '../components/use-now';
import { useRelativeTimeText } from '../i18n/use-relative-time';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { academyQueries } from '../providers/academy-queries';
import type { AcademyDataProvider } from '../providers/data-provider';
import { useCountText, useUsdText } from '../i18n/use-number-text';
import { PaymentReviewNoticeCard } from '../resources/payment-review/PaymentReviewNoticeCard';
import { DashboardCard } from './DashboardCard';
import { DashboardLists } from './DashboardLists';
import { PENDING_QUEUE } from './pending-queue';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
} as const;

function PendingCard({ pending }: { pending: StaffDashboard['pending'] }) {
  const translate = useTypedTranslate();
  const basename = useBasename();
  const relativeTime = useRelativeTimeText();
  const countText = useCountText();
  const now = useNow();
  return (
    <DashboardCard label="academy.dashboard.pending.title">
      <FittedFigure>{countText(pending.count)}</FittedFigure>
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {pending.oldestCreatedAt === null
          ? translate('academy.dashboard.pending.none')
          : translate('academy.dashboard.pending.oldest', {
              age: relativeTime(new Date(pending.oldestCreatedAt), now),
            })}
      </Typography>
      <Button
        component={Link}
        to={{ ...PENDING_QUEUE, pathname: `${basename}${PENDING_QUEUE.pathname}` }}
        variant="contained"
        sx={{ mt: 1 }}
      >
        {translate('academy.dashboard.pending.open')}
      </Button>
    </DashboardCard>
  );
}

/**
 * /admin/dashboard: the support desk's day, after react-admin's demo: pending payments with the
 * oldest one's age and a link to the queue, today's registrations and revenue, the bulk balance
 * changes still running and the latest refunds. One call to the API, refreshed every minute.
 * Below them, the text students read while a payment of theirs waits for staff.
 */
export function Dashboard() {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const moneyText = useUsdText();
  const countText = useCountText();
  const { data, isError } = useQuery(academyQueries.dashboard(dataProvider));
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="academy.dashboard.title" />
      {isError && (
        <Alert severity="error" variant="filled">
          {translate('academy.dashboard.errors.load')}
        </Alert>
      )}
      {!data && !isError && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {data && (
        <>
          <Box sx={GRID}>
            <PendingCard pending={data.pending} />
            <DashboardCard label="academy.dashboard.today.registrations">
              <FittedFigure>{countText(data.today.registrations)}</FittedFigure>
              <Typography variant="body2" color="text.secondary">
                {translate('academy.dashboard.today.note')}
              </Typography>
            </DashboardCard>
            <DashboardCard label="academy.dashboard.today.revenue">
              <FittedFigure>{moneyText(data.today.revenue)}</FittedFigure>
            </DashboardCard>
          </Box>
          <DashboardLists dashboard={data} />
        </>
      )}
      <PaymentReviewNoticeCard />
    </Box>
  );
}
