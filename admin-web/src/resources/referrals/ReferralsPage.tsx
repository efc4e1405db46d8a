import { Alert, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Title, useDataProvider, useLocale } from 'react-admin';
import type { AdminReferralReward, TopReferrer } from '@academy/contracts';
import { RecordTable, type RecordColumn } from '../../components/RecordTable';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { ReferralSettingsCard } from './ReferralSettingsCard';
import { referralQueries } from './referral-queries';

/** A titled table that says so when it has no rows, in the texts of `academy.referrals.<group>`. */
function TableCard<T>({
  group,
  columns,
  records,
  recordKey,
}: {
  group: 'top' | 'rewards';
  columns: RecordColumn<T>[];
  records: T[] | undefined;
  recordKey: (record: T) => number;
}) {
  const translate = useTypedTranslate();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(`academy.referrals.${group}.title`)}
        </Typography>
        {!records ? (
          <LinearProgress />
        ) : records.length === 0 ? (
          <Typography color="text.secondary">
            {translate(`academy.referrals.${group}.empty`)}
          </Typography>
        ) : (
          <RecordTable labelledBy={id} columns={columns} records={records} recordKey={recordKey} />
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/referrals: the programme's settings, the top referrers and the latest rewards. */
export function ReferralsPage() {
  const translate = useTypedTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const settings = useQuery(referralQueries.settings(dataProvider));
  const top = useQuery(referralQueries.topReferrers(dataProvider));
  const rewards = useQuery(referralQueries.rewards(dataProvider));
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const topColumns: RecordColumn<TopReferrer>[] = [
    { head: 'academy.referrals.top.name', cell: (row) => `${row.name} (${row.email})` },
    { head: 'academy.referrals.top.code', cell: (row) => row.code },
    { head: 'academy.referrals.top.invited', cell: (row) => row.invited },
    { head: 'academy.referrals.top.paid', cell: (row) => row.paid },
    { head: 'academy.referrals.top.rewards', cell: (row) => row.rewards },
    { head: 'academy.referrals.top.earned', cell: (row) => money.format(row.earned) },
  ];
  const rewardColumns: RecordColumn<AdminReferralReward>[] = [
    { head: 'academy.referrals.rewards.date', cell: (row) => date.format(new Date(row.createdAt)) },
    { head: 'academy.referrals.rewards.referrer', cell: (row) => row.referrerName },
    { head: 'academy.referrals.rewards.friend', cell: (row) => row.friendName },
    { head: 'academy.referrals.rewards.amount', cell: (row) => money.format(row.amount) },
    {
      head: 'academy.referrals.rewards.status',
      cell: (row) => (
        <Chip
          size="small"
          color={row.status === 'credited' ? 'success' : 'default'}
          label={translate(`academy.referrals.rewards.${row.status}`)}
        />
      ),
    },
  ];

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title="academy.referrals.title" />
      {(settings.isError || top.isError || rewards.isError) && (
        <Alert severity="error" variant="filled">
          {translate('academy.referrals.loadError')}
        </Alert>
      )}
      {settings.data ? (
        <ReferralSettingsCard settings={settings.data} />
      ) : (
        !settings.isError && <LinearProgress />
      )}
      <TableCard
        group="top"
        columns={topColumns}
        records={top.data}
        recordKey={(row) => row.userId}
      />
      <TableCard
        group="rewards"
        columns={rewardColumns}
        records={rewards.data}
        recordKey={(row) => row.id}
      />
    </Stack>
  );
}
