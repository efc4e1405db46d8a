import { createContext, useContext } from 'react';
import type { PromoCheckResponse } from '@academy/contracts';

/** The promo code the server accepted for the overlay's purchase, with its figures, or null. */
export const AppliedPromoContext = createContext<PromoCheckResponse | null>(null);

export function useAppliedPromo(): PromoCheckResponse | null {
  return useContext(AppliedPromoContext);
}

/** What a payment call adds for the applied code: `promoCode`, or nothing without one. */
export function promoCodeField(promo: PromoCheckResponse | null): { promoCode?: string } {
  return promo ? { promoCode: promo.code } : {};
}
