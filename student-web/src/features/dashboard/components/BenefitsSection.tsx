import { Box, Card, Grid, Typography } from '@mui/material';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

type BenefitKey = 'exclusive' | 'signals' | 'support';

const BENEFITS: { key: BenefitKey; icon: ReactElement }[] = [
  { key: 'exclusive', icon: <AutoStoriesIcon /> },
  { key: 'signals', icon: <NotificationsActiveIcon /> },
  { key: 'support', icon: <SupportAgentIcon /> },
];

/** 'Benefits of Participation': three tiles of what the community offers. */
export function BenefitsSection() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {t('benefits.title')}
      </Typography>
      <Grid container spacing={2}>
        {BENEFITS.map((benefit) => (
          <Grid key={benefit.key} size={{ xs: 12, md: 4 }}>
            <Card sx={{ p: 2.5, height: '100%', display: 'flex', gap: 2 }}>
              <Box sx={{ color: 'primary.main', display: 'flex' }}>{benefit.icon}</Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                  {t(`benefits.${benefit.key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`benefits.${benefit.key}.text`)}
                </Typography>
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
