import { Box, Typography } from '@mui/material';
import type { Purchase } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { useAppliedPromo } from '../promo-context';
import { usePurchaseText } from '../use-purchase-text';
import { TierPicture } from './TierPicture';

/** What is being bought and what it costs, as the overlay prices it. */
export function PurchaseSummary({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('checkout');
  const { product, amount } = usePurchaseText(purchase);
  const promo = useAppliedPromo();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2.5,
        p: 2,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ flexShrink: 0, display: 'flex' }}>
        <TierPicture purchase={purchase} />
      </Box>
      <Box component="dl" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('productLabel')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 800 }}>
          {product}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('toPay')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontSize: '2rem', fontWeight: 800 }}>
          {amount}
        </Typography>
        {promo && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('promo.label', { code: promo.code })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, color: 'success.main' }}>
              {promo.bonus > 0
                ? t('promo.bonus', { amount: promo.bonus })
                : t('promo.discount', { amount: promo.discount })}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
