/** A promo code as the API's back office serves it (GET /api/admin/promo-codes[/:id]). */
export type PromoKind = 'percent' | 'amount' | 'topup-bonus';
export const PROMO_KINDS: readonly PromoKind[] = ['percent', 'amount', 'topup-bonus'];

export interface PromoCodeRecord {
  id: number | string;
  code: string;
  kind: PromoKind;
  value: number;
  appliesTo: string[];
  maxUses: number | null;
  maxUsesPerStudent: number;
  startsAt: string | null;
  endsAt: string | null;
  firstPurchaseOnly: boolean;
  public: boolean;
  bannerText: string | null;
  active: boolean;
  /** Paid payments that used it. */
  uses: number;
  /** Payments created with it that are not paid yet. */
  reserved: number;
  /** What its paid payments brought in, in dollars. */
  revenue: number;
  /** What it took off its paid payments' list prices, in dollars. */
  discountGiven: number;
  createdAt: string;
}
