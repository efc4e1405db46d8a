import { Avatar, Box, Card, Typography } from '@mui/material';
import { displayCourse, formatBalance } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/session/use-session';

function initialsOf(first?: string, last?: string): string {
  return `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase();
}

/** The phone layout's summary: balance, course, initials and full name ('Guest' if unknown). */
export function MobileBalanceCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const fullName = [user?.username, user?.lastname].filter((part) => part?.trim()).join(' ');
  return (
    <Card sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 2, p: 2, mb: 2 }}>
      <Avatar src={user?.avatar ?? undefined} sx={{ bgcolor: 'primary.main' }}>
        {initialsOf(user?.username, user?.lastname) || '?'}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {fullName || t('balanceCard.guest')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('balanceCard.course')}: {user ? displayCourse(user, new Date()) : 'NONE'}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="body2" color="text.secondary">
          {t('balanceCard.balance')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {t('money', { amount: formatBalance(user?.balance ?? 0) })}
        </Typography>
      </Box>
    </Card>
  );
}
