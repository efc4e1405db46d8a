import { TOPUP_COURSE } from '@academy/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import type { PublicPromotion } from '@academy/contracts';

/**
 * How a promotion reads: its offer ('20% off'), what it applies to (tier names and top-ups) and
 * when it runs, in the student's language.
 */
export function usePromotionText() {
  const { t, i18n } = useTranslation('bonuses');
  const { tiers } = usePublicConfig();

  return useCallback(
    (promotion: PublicPromotion) => {
      const date = (iso: string) =>
        new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
      const target = (id: string) =>
        id === TOPUP_COURSE
          ? t('promotions.topups')
          : (tiers.find((tier) => tier.id === id)?.name ?? id.toUpperCase());
      const { startsAt, endsAt } = promotion;
      let dates: string | null = null;
      if (startsAt && endsAt)
        dates = t('promotions.dates.between', { from: date(startsAt), until: date(endsAt) });
      else if (endsAt) dates = t('promotions.dates.until', { until: date(endsAt) });
      else if (startsAt) dates = t('promotions.dates.from', { from: date(startsAt) });
      return {
        offer: t(`promotions.offer.${promotion.kind}`, { value: promotion.value }),
        appliesTo: t('promotions.appliesTo', {
          targets: promotion.appliesTo.map(target).join(', '),
        }),
        dates,
      };
    },
    [t, i18n.language, tiers],
  );
}
