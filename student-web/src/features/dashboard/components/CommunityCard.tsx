import { Button, Card, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TelegramIcon from '@mui/icons-material/Telegram';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../app/config/api/get-public-config';

/** An invitation to the external messaging channel, which opens in a new tab. */
export function CommunityCard() {
  const { t } = useTranslation('dashboard');
  const { communityUrl } = usePublicConfig();
  return (
    <Card sx={{ p: 3, height: '100%' }}>
      <Stack spacing={2} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <TelegramIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('community.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('community.text')}
        </Typography>
        <Button
          variant="contained"
          href={communityUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
        >
          {t('community.join')}
        </Button>
      </Stack>
    </Card>
  );
}
