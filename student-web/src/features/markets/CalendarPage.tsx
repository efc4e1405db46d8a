import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EconomicCalendarWidget } from './EconomicCalendarWidget';

/** /calendar: the economic calendar widget with a line on why it matters. */
export function CalendarPage() {
  const { t } = useTranslation('markets');
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
        {t('calendar.intro')}
      </Typography>
      <EconomicCalendarWidget />
    </Stack>
  );
}
