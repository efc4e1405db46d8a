import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/session/use-session';

/** Shown while the student's course is NONE. */
export function ActivationBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.course !== 'NONE') return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
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
