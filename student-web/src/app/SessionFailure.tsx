import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The user could not be loaded (offline, a timeout, a server error): the token is kept, so ask again. */
export function SessionFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('errors.fetchUser')}</AlertTitle>
        {t('errors.stillSignedIn')}
      </Alert>
    </Box>
  );
}
