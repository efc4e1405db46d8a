import {
  PROMO_CODE_PATTERN,
  PROMO_MIN_PRICE,
  TOPUP_COURSE,
  type Purchase,
} from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';
import type { PromoCodeEntity } from './promo-code.entity.js';

/** What a code makes of one purchase: the price charged, the discount and the bonus, in USD. */
export interface PromoFigures {
  listPrice: number;
  price: number;
  discount: number;
  bonus: number;
}

/** A code's figures for a purchase, with what a payment needs to record its use. */
export interface PromoOffer extends PromoFigures {
  promoCodeId: number;
  code: string;
  kind: PromoCodeEntity['kind'];
}

/** What is being bought, as a code's `appliesTo` names it: a tier id or 'topup'. */
export function promoTarget(course: unknown, purchase: Pick<Purchase, 'kind'>): string {
  return purchase.kind === 'topup' ? TOPUP_COURSE : String(course).trim().toLowerCase();
}

/** A code as typed (any case, spaces around) in the stored form, or null when it cannot be one. */
export function normalizePromoCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const trimmed = code.trim();
  return PROMO_CODE_PATTERN.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** Whether a payment request carries a code at all: absent, null or blank means none. */
export function promoCodeGiven(code: unknown): boolean {
  return code !== undefined && code !== null && !(typeof code === 'string' && code.trim() === '');
}

/**
 * In whole cents: a percent rounds to the nearest cent, a discount never leaves less than $1 (so
 * 100 % charges $1), a bonus is `value` percent of the top-up charged in full.
 */
export function promoFigures(
  code: Pick<PromoCodeEntity, 'kind' | 'value'>,
  listPrice: number,
): PromoFigures {
  const list = toCents(listPrice);
  if (code.kind === 'topup-bonus') {
    const bonus = Math.round((list * code.value) / 100);
    return { listPrice, price: listPrice, discount: 0, bonus: fromCents(bonus) };
  }
  const wanted = code.kind === 'percent' ? Math.round((list * code.value) / 100) : code.value * 100;
  const price = Math.max(list - wanted, Math.min(list, toCents(PROMO_MIN_PRICE)));
  return { listPrice, price: fromCents(price), discount: fromCents(list - price), bonus: 0 };
}
