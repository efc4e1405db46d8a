import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { useId } from 'react';
import type { RevenueStats } from '@academy/contracts';
import { useLocale } from 'react-admin';
import { FittedFigure } from '../components/FittedFigure';
import { useTypedTranslate } from '../i18n/use-typed-translate';

/**
 * The window's net revenue, what promo codes took off it, what each tier brought, and how many
 * new students paid.
 */
export function RevenueCard({ stats }: { stats: RevenueStats }) {
  const translate = useTypedTranslate();
  const locale = useLocale();
  const titleId = useId();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const paid = stats.points.reduce((sum, point) => sum + point.paid, 0);
  const refunded = stats.points.reduce((sum, point) => sum + point.refunded, 0);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" color="text.secondary">
          {translate('academy.statistics.revenue.total')}
        </Typography>
        <FittedFigure>{money.format(stats.total)}</FittedFigure>
        <Typography variant="body2" color="text.secondary">
          {translate('academy.statistics.revenue.paid', {
            amount: money.format(paid),
            refunded: money.format(refunded),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('academy.statistics.revenue.discountGiven', {
            amount: money.format(stats.discountGiven),
          })}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle2">
          {translate('academy.statistics.revenue.byTier')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            columnGap: 2,
            m: 0,
            '& dd': { m: 0, textAlign: 'right' },
          }}
        >
          {stats.byTier.map((row) => (
            <Box key={row.tier} sx={{ display: 'contents' }}>
              <dt>
                {row.tier === 'topup' ? translate('academy.payments.purchase.topup') : row.tier}
              </dt>
              <dd>{money.format(row.amount)}</dd>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle2">
          {translate('academy.statistics.revenue.paidShare')}
        </Typography>
        <Typography>
          {translate('academy.statistics.revenue.paidShareValue', {
            paid: stats.newStudentsPaid,
            students: stats.newStudents,
            share: percent.format(stats.paidShare),
          })}
        </Typography>
      </CardContent>
    </Card>
  );
}
