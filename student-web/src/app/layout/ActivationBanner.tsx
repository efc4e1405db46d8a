import { Alert, Button } from '@mui/material';
import { normalizeCourse } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useSession } from '../session/use-session';
import { usePendingPayments } from '../../features/pending';

/** Shown while the student has no course: NONE in any case, or empty (SPEC.md §3). */
export function ActivationBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const pending = usePendingPayments();
  if (!user || (normalizeCourse(user.course) ?? 'NONE') !== 'NONE') return null;
  // A course bought and waiting for confirmation: nothing more to activate meanwhile.
  if (pending.some((payment) => payment.kind === 'course')) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('banner.pending')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={paths.activate}>
          {t('banner.activate')}
        </Button>
      }
    >
      {t('banner.activationRequired')}
    </Alert>
  );
}
