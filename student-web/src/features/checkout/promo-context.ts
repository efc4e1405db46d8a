import { createContext, useContext } from 'react';
import type { PromoCheckResult } from '../bonuses';

/** The promo code the server accepted for the overlay's purchase, with its figures, or null. */
export const AppliedPromoContext = createContext<PromoCheckResult | null>(null);

export function useAppliedPromo(): PromoCheckResult | null {
  return useContext(AppliedPromoContext);
}

/** What a payment call adds for the applied code: `promoCode`, or nothing without one. */
export function promoCodeField(promo: PromoCheckResult | null): { promoCode?: string } {
  return promo ? { promoCode: promo.code } : {};
}
