import { Box, Button, Card, Stack, Typography } from '@mui/material';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { OVERDRAFT_TRIAL } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import type { OverdraftActivationStatus } from '../use-overdraft-activation';

/** The trial offer: $500 for 3 days; after activation it shows the congratulations instead. */
export function OverdraftCard({
  status,
  onActivate,
}: {
  status: OverdraftActivationStatus;
  onActivate: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const lines = [
    t('overdraft.deposit', { amount: OVERDRAFT_TRIAL.deposit }),
    t('overdraft.access', { count: OVERDRAFT_TRIAL.days }),
  ];
  return (
    <Card sx={{ p: 3, height: '100%' }}>
      <Stack spacing={2} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('overdraft.title')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none', flexGrow: 1 }}>
          {lines.map((line) => (
            <Box component="li" key={line} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CheckCircleIcon color="success" fontSize="small" />
              <Typography>{line}</Typography>
            </Box>
          ))}
        </Stack>
        {status === 'done' ? (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.dark' }}
          >
            <CelebrationIcon />
            <Typography sx={{ fontWeight: 700 }}>
              {t('overdraft.congratulations', { amount: OVERDRAFT_TRIAL.deposit })}
            </Typography>
          </Box>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            loading={status === 'busy'}
            onClick={onActivate}
          >
            {t('overdraft.activate')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
