import { Button, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { Purchase } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import { usePurchaseText } from '../use-purchase-text';
import { PaidButton } from './PaidButton';
import { NEW_TAB } from '../../../lib/new-tab';

/**
 * P2P/IBAN: by manager request, so the screen says how to reach the manager; once the transfer
 * is made, 'I have paid' records it.
 */
export function P2pMethod({ purchase, onPaid }: { purchase: Purchase; onPaid: () => void }) {
  const { t } = useTranslation('checkout');
  const { communityUrl } = usePublicConfig();
  const { product, amount } = usePurchaseText(purchase);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SupportAgentIcon aria-hidden color="primary" sx={{ fontSize: 40 }} />
        <Typography>{t('p2p.text', { product, amount })}</Typography>
      </Stack>
      <Button
        variant="contained"
        href={communityUrl}
        {...NEW_TAB}
        endIcon={<OpenInNewIcon />}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('p2p.contact')}
      </Button>
      <PaidButton onClick={onPaid} />
    </Stack>
  );
}
