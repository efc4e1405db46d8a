import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
