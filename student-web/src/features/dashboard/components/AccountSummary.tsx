import { Box, Button, Card, Stack, Typography } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { User } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import { useCourseLabel } from '../../../app/session/use-course-label';
import { useTopUpDialog } from '../../topup';

/**
 * The balance in USD with two decimals and the course by name (Trial while a trial runs), with Top Up
 * and the Trading Desk at hand: on a phone the sidebar that offers them is hidden.
 */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const { tradingDeskUrl } = usePublicConfig();
  const { openTopUp, topUpDialog } = useTopUpDialog();
  const course = useCourseLabel(user);
  const items = [
    {
      label: t('summary.balance'),
      value: tCommon('money', { amount: user.balance }),
    },
    { label: t('summary.course'), value: course },
  ];
  return (
    <Card
      component="section"
      aria-label={t('summary.label')}
      sx={{
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 6 }, m: 0 }}>
        {items.map((item) => (
          <Box key={item.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 800 }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ width: { xs: 1, sm: 'auto' } }}
      >
        <Button
          variant="contained"
          startIcon={<AccountBalanceWalletIcon />}
          aria-haspopup="dialog"
          onClick={openTopUp}
        >
          {tCommon('nav.topUp')}
        </Button>
        <Button
          variant="outlined"
          endIcon={<OpenInNewIcon />}
          href={tradingDeskUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {tCommon('nav.tradingDesk')}
        </Button>
      </Stack>
      {topUpDialog}
    </Card>
  );
}
