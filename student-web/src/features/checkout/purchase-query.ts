import { PROMO_QUERY_PARAM, PURCHASE_QUERY, TOPUP_COURSE, type Purchase } from '@academy/contracts';

export interface PurchaseQuery {
  course: string;
  price: string;
  /** A promo code to fill in and check as the overlay opens. */
  promo?: string;
}

/** Both present and non-empty, or nothing to pay for (e.g. `?course=&price=`). */
export function readPurchaseQuery(params: URLSearchParams): PurchaseQuery | null {
  const course = params.get(PURCHASE_QUERY.course)?.trim();
  const price = params.get(PURCHASE_QUERY.price)?.trim();
  const promo = params.get(PROMO_QUERY_PARAM)?.trim();
  if (!course || !price) return null;
  return promo ? { course, price, promo } : { course, price };
}

/** The same query without the purchase, so that the overlay closes and the page stays. */
export function withoutPurchaseQuery(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(PURCHASE_QUERY.course);
  rest.delete(PURCHASE_QUERY.price);
  rest.delete(PROMO_QUERY_PARAM);
  return rest;
}

/** The course value the payment calls take: a tier's id, or 'topup'. */
export function purchaseCourse(purchase: Purchase): string {
  return purchase.kind === 'topup' ? TOPUP_COURSE : purchase.tier.toLowerCase();
}
