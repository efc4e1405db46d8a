import { Button, MenuItem, Stack, TextField } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { PROMO_QUERY_PARAM, PURCHASE_QUERY, TOPUP_COURSE, TOPUP_LIMITS } from '@academy/contracts';
import { isValidTopUpAmount } from '@academy/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { IconCard } from '../../../components/IconCard';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import type { PromoCheckResponse } from '@academy/contracts';
import { PromoCodeField } from './PromoCodeField';

const DEFAULT_TOPUP = 100;

/**
 * 'Check a promo code': the student chooses a course (or a top-up and its amount), the server
 * answers what the code makes of it, and 'Pay with this code' opens the payment overlay for that
 * purchase with the code filled in.
 */
export function PromoCheckCard() {
  const { t } = useTranslation('bonuses');
  const { tiers } = usePublicConfig();
  const [, setSearchParams] = useSearchParams();
  const [course, setCourse] = useState<string>(() => tiers[0]?.id ?? TOPUP_COURSE);
  const [topUp, setTopUp] = useState(String(DEFAULT_TOPUP));
  const [applied, setApplied] = useState<PromoCheckResponse | null>(null);

  const amount = Number(topUp);
  const topUpValid = isValidTopUpAmount(amount);
  const isTopUp = course === TOPUP_COURSE;
  const listPrice = isTopUp ? amount : tiers.find((tier) => tier.id === course)?.price;

  // The code was checked for the purchase as it was: another course or amount asks again.
  const changePurchase = (set: (value: string) => void, value: string) => {
    set(value);
    setApplied(null);
  };

  const pay = (code: string) =>
    setSearchParams((params) => {
      params.set(PURCHASE_QUERY.course, course);
      params.set(PURCHASE_QUERY.price, String(listPrice));
      params.set(PROMO_QUERY_PARAM, code);
      return params;
    });

  return (
    <IconCard
      compactTitle
      icon={<LocalOfferIcon fontSize="large" />}
      title={t('promotions.check.title')}
      actions={() =>
        applied && (
          <Button variant="contained" onClick={() => pay(applied.code)}>
            {t('promotions.check.pay')}
          </Button>
        )
      }
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          <TextField
            select
            size="small"
            label={t('promotions.check.for')}
            value={course}
            onChange={(event) => changePurchase(setCourse, event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {tiers.map((tier) => (
              <MenuItem key={tier.id} value={tier.id}>
                {tier.name}
              </MenuItem>
            ))}
            <MenuItem value={TOPUP_COURSE}>{t('promotions.check.topup')}</MenuItem>
          </TextField>
          {isTopUp && (
            <TextField
              size="small"
              type="number"
              label={t('promotions.check.amount')}
              value={topUp}
              onChange={(event) => changePurchase(setTopUp, event.target.value)}
              error={!topUpValid}
              helperText={
                topUpValid ? undefined : t('promotions.check.amountInvalid', TOPUP_LIMITS)
              }
              slotProps={{ htmlInput: { min: TOPUP_LIMITS.min, max: TOPUP_LIMITS.max, step: 1 } }}
            />
          )}
        </Stack>
        {(!isTopUp || topUpValid) && (
          <PromoCodeField
            key={isTopUp ? `${course}:${amount}` : course}
            course={course}
            price={isTopUp ? amount : undefined}
            applied={applied}
            onApplied={setApplied}
          />
        )}
      </Stack>
    </IconCard>
  );
}
