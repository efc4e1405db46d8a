import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../config/routes';

/** The router's error page: an unknown path, or a screen that failed to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail =
    isRouteErrorResponse(error) && error.status === 404
      ? t('errors.notFound')
      : error instanceof Error
        ? error.message
        : null;
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {t('errors.unexpected')}
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {detail}
        </Typography>
      )}
      <Button variant="contained" component={RouterLink} to={paths.dashboard}>
        {t('errors.backHome')}
      </Button>
    </Box>
  );
}
