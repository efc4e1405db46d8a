import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { Purchase, User } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { useCardCheckout } from '../use-card-checkout';
import { usePurchaseText } from '../use-purchase-text';
import { usePromoRefusalText } from '../../bonuses';

const CARD_BRANDS = ['Visa', 'Mastercard', 'Maestro'] as const;

/** The Card method: the accepted brands and 'Pay with Stripe', which leaves for the checkout. */
export function CardMethod({ purchase, user }: { purchase: Purchase; user: User | null }) {
  const { t } = useTranslation('checkout');
  const checkout = useCardCheckout(purchase, user);
  const { amount } = usePurchaseText(purchase);
  // Other failures are only logged (SPEC.md §8); a refused code says why, so it can be removed.
  const refusal = usePromoRefusalText()(checkout.error);
  return (
    <Stack spacing={3}>
      <Box
        component="ul"
        aria-label={t('card.brands')}
        sx={{ display: 'flex', gap: 1, m: 0, p: 0 }}
      >
        {CARD_BRANDS.map((brand) => (
          <Chip
            key={brand}
            component="li"
            label={brand}
            variant="outlined"
            sx={{ fontWeight: 700 }}
          />
        ))}
      </Box>
      <Typography color="text.secondary">{t('card.text', { amount })}</Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Button
        variant="contained"
        size="large"
        onClick={() => checkout.pay()}
        disabled={checkout.busy}
        startIcon={checkout.busy ? <CircularProgress size={20} color="inherit" /> : undefined}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('card.pay')}
      </Button>
    </Stack>
  );
}
