import { Box, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename } from 'react-admin';
import type { StaffDashboard } from '@academy/contracts';
import { useCountText, useUsdText } from '../i18n/use-number-text';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { useNow } from '../components/use-now';
import { useRelativeTimeText } from '../i18n/use-relative-time';
import { DashboardCard } from './DashboardCard';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
} as const;

/** One line that is cut with "…" when it does not fit, the whole of it on hover. */
const ONE_LINE = { noWrap: true } as const;

function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {text}
    </Typography>
  );
}

/** The bulk balance changes still queued or running, each with its progress. */
function BulkJobs({ jobs }: { jobs: StaffDashboard['bulkJobs'] }) {
  const translate = useTypedTranslate();
  const countText = useCountText();
  if (jobs.length === 0) return <Empty text={translate('academy.dashboard.bulkJobs.none')} />;
  return (
    <List dense disablePadding>
      {jobs.map((job) => {
        const progress = translate('academy.dashboard.bulkJobs.progress', {
          processed: countText(job.processed),
          total: countText(job.total),
          createdBy: job.createdBy,
        });
        return (
          <ListItem key={job.id} disableGutters sx={{ display: 'block' }}>
            <ListItemText
              primary={translate(`academy.dashboard.bulkJobs.status.${job.status}`)}
              secondary={progress}
              slotProps={{ secondary: { ...ONE_LINE, title: progress } }}
            />
            <LinearProgress
              variant="determinate"
              value={job.total === 0 ? 100 : (job.processed * 100) / job.total}
              aria-label={progress}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** The latest refunds, each linking to its payment. */
function Refunds({ refunds }: { refunds: StaffDashboard['refunds'] }) {
  const translate = useTypedTranslate();
  const moneyText = useUsdText();
  const basename = useBasename();
  const relativeTime = useRelativeTimeText();
  const now = useNow();
  if (refunds.length === 0) return <Empty text={translate('academy.dashboard.refunds.none')} />;
  return (
    <List dense disablePadding>
      {refunds.map((refund) => {
        const text = translate('academy.dashboard.refunds.row', {
          amount: moneyText(refund.amount),
          email: refund.email,
        });
        return (
          <ListItem key={refund.paymentId} disableGutters>
            <ListItemText
              primary={
                <Link to={`${basename}/payments/${refund.paymentId}/show`} title={text}>
                  {text}
                </Link>
              }
              slotProps={{ primary: ONE_LINE }}
              secondary={relativeTime(new Date(refund.refundedAt), now)}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** The dashboard's lower half: what runs in the background and what was given back. */
export function DashboardLists({ dashboard }: { dashboard: StaffDashboard }) {
  return (
    <Box sx={GRID}>
      <DashboardCard label="academy.dashboard.bulkJobs.title">
        <BulkJobs jobs={dashboard.bulkJobs} />
      </DashboardCard>
      <DashboardCard label="academy.dashboard.refunds.title">
        <Refunds refunds={dashboard.refunds} />
      </DashboardCard>
    </Box>
  );
}
