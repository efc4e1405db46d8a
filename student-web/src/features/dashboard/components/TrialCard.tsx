import { Box, Button, Card, Stack, Typography } from '@mui/material';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import { OVERDRAFT_TRIAL, type User } from '@academy/contracts';
import { holdsTier } from '@academy/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import { paths } from '../../../config/routes';
import { useNow } from '../use-now';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Often enough that the minutes turn over on time. */
const CLOCK_TICK_MS = 1000;

/**
 * The trial's clock: while it runs, the time left (days, hours, minutes) and the moment it
 * ends in the student's own time zone; once it is over, says so and offers a course. A
 * student who has since bought a tier no longer needs telling. Nothing without a trial.
 */
export function TrialCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('dashboard');
  const headingId = useId();
  const now = useNow(CLOCK_TICK_MS);
  const { tiers } = usePublicConfig();
  if (!user.overdraft || user.overdraft_expires_at === null) return null;
  const endsAt = new Date(user.overdraft_expires_at);
  const left = endsAt.getTime() - now;
  if (left <= 0 && holdsTier(user.course, tiers)) return null;
  const amount = OVERDRAFT_TRIAL.deposit;

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3, height: '100%' }}>
      <Stack spacing={2} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <HourglassBottomIcon color="secondary" sx={{ fontSize: 40 }} />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {left > 0 ? t('trial.title', { amount }) : t('trial.ended', { amount })}
        </Typography>
        {left > 0 ? (
          <>
            <Box sx={{ flexGrow: 1 }}>
              <Typography color="text.secondary">{t('trial.endsIn')}</Typography>
              <Typography
                role="timer"
                sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {[
                  t('trial.days', { count: Math.floor(left / DAY_MS) }),
                  t('trial.hours', { count: Math.floor((left % DAY_MS) / HOUR_MS) }),
                  t('trial.minutes', { count: Math.floor((left % HOUR_MS) / MINUTE_MS) }),
                ].join(' ')}
              </Typography>
            </Box>
            <Typography>
              {t('trial.endsAt', {
                when: new Intl.DateTimeFormat(i18n.language, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZoneName: 'short',
                }).format(endsAt),
              })}
            </Typography>
          </>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {t('trial.endedText')}
            </Typography>
            <Button
              variant="contained"
              color="secondary"
              component={RouterLink}
              to={paths.activate}
            >
              {t('trial.activate')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
