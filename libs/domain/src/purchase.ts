import { TOPUP_COURSE, type CourseTier, type Purchase } from '@academy/contracts';
import { isValidTopUpAmount } from './money.js';

function topUpAmount(price: unknown): number | null {
  const amount =
    typeof price === 'string' && /^\d{1,9}$/.test(price.trim()) ? Number(price.trim()) : price;
  return isValidTopUpAmount(amount) ? (amount as number) : null;
}

/**
 * What a checkout is for, priced by the catalogue's tiers on sale: a tier's price is never taken
 * from the client, a top-up is whole dollars within the limits. Null when neither applies.
 */
export function resolvePurchase(
  tiers: readonly Pick<CourseTier, 'id' | 'name' | 'price'>[],
  course: unknown,
  price?: unknown,
): Purchase | null {
  if (typeof course !== 'string') return null;
  const wanted = course.trim().toLowerCase();
  if (wanted === TOPUP_COURSE) {
    const amount = topUpAmount(price);
    return amount === null ? null : { kind: 'topup', tier: null, amount };
  }
  const tier = tiers.find((candidate) => candidate.id === wanted);
  return tier ? { kind: 'course', tier: tier.name, amount: tier.price } : null;
}
