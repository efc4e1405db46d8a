import { Box, Card, Typography } from '@mui/material';
import { displayCourse, formatBalance } from '@academy/domain';
import type { User } from '@academy/contracts';
import { useTranslation } from 'react-i18next';

/** The balance in USD with two decimals and the course (OVERDRAFT while a trial runs). */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const items = [
    {
      label: t('summary.balance'),
      value: tCommon('money', { amount: formatBalance(user.balance) }),
    },
    { label: t('summary.course'), value: displayCourse(user, new Date()) },
  ];
  return (
    <Card component="section" aria-label={t('summary.label')} sx={{ p: { xs: 2, md: 3 } }}>
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
    </Card>
  );
}
