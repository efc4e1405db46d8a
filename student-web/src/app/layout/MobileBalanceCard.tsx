import { Avatar, Box, Card, Typography } from '@mui/material';
import type { User } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { useCourseLabel } from '../session/use-course-label';
import { useSession } from '../session/use-session';

function initialsOf(first?: string, last?: string): string {
  return `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase();
}

/** The phone layout's summary: balance, course, initials and full name ('Guest' if unknown). */
export function MobileBalanceCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const fullName = [user?.username, user?.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const initials = initialsOf(user?.username, user?.lastname);

  return (
    <Card sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 2, p: 2, mb: 2 }}>
      {/* Without initials the avatar falls back to a person icon. */}
      <Avatar src={user?.avatar ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
        {initials || undefined}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {fullName || t('balanceCard.guest')}
        </Typography>
        {user && (
          <Typography variant="body2" color="text.secondary" noWrap>
            <Box component="span" sx={{ mr: 0.5 }}>
              {t('balanceCard.course')}
            </Box>
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              <CourseLabel user={user} />
            </Box>
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="body2" color="text.secondary">
          {t('balanceCard.balance')}
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('money', { amount: user?.balance ?? 0 })}
        </Typography>
      </Box>
    </Card>
  );
}

function CourseLabel({ user }: { user: User }) {
  return useCourseLabel(user);
}
