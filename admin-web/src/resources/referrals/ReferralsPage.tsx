import {
  Alert,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useLocale } from 'react-admin';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { ReferralSettingsCard } from './ReferralSettingsCard';
import { referralQueries } from './referral-queries';

/** A titled table that says so when it has no rows. */
function TableCard(props: {
  id: string;
  title: string;
  head: string[];
  empty: string;
  rows: ReactNode[][] | undefined;
}) {
  return (
    <Card component="section" aria-labelledby={props.id}>
      <CardContent>
        <Typography id={props.id} variant="h6" component="h2" sx={{ mb: 1 }}>
          {props.title}
        </Typography>
        {!props.rows ? (
          <LinearProgress />
        ) : props.rows.length === 0 ? (
          <Typography color="text.secondary">{props.empty}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={props.id}>
              <TableHead>
                <TableRow>
                  {props.head.map((cell) => (
                    <TableCell key={cell}>{cell}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {props.rows.map((row, index) => (
                  <TableRow key={index}>
                    {row.map((cell, column) => (
                      <TableCell key={column}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
  const t = (key: string) => translate(`academy.referrals.${key}` as 'academy.referrals.title');

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title="academy.referrals.title" />
      {(settings.isError || top.isError || rewards.isError) && (
        <Alert severity="error" variant="filled">
          {t('loadError')}
        </Alert>
      )}
      {settings.data ? (
        <ReferralSettingsCard settings={settings.data} />
      ) : (
        !settings.isError && <LinearProgress />
      )}
      <TableCard
        id="top-referrers"
        title={t('top.title')}
        head={['name', 'code', 'invited', 'paid', 'rewards', 'earned'].map((key) =>
          t(`top.${key}`),
        )}
        empty={t('top.empty')}
        rows={top.data?.map((row) => [
          `${row.name} (${row.email})`,
          row.code,
          row.invited,
          row.paid,
          row.rewards,
          money.format(row.earned),
        ])}
      />
      <TableCard
        id="referral-rewards"
        title={t('rewards.title')}
        head={['date', 'referrer', 'friend', 'amount', 'status'].map((key) => t(`rewards.${key}`))}
        empty={t('rewards.empty')}
        rows={rewards.data?.map((row) => [
          date.format(new Date(row.createdAt)),
          row.referrerName,
          row.friendName,
          money.format(row.amount),
          <Chip
            key="status"
            size="small"
            color={row.status === 'credited' ? 'success' : 'default'}
            label={t(`rewards.${row.status}`)}
          />,
        ])}
      />
    </Stack>
  );
}
