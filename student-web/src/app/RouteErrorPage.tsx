import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/routes';

type RouteErrorPageProps = { notFound: true; error?: never } | { notFound?: never; error: unknown };

/** The router's error page: an unknown path, or a screen that failed to load or render. */
export function RouteErrorPage({ notFound, error }: RouteErrorPageProps) {
  const { t } = useTranslation();
  const detail = notFound ? t('errors.notFound') : error instanceof Error ? error.message : null;
  if (!notFound) console.error(error);
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
