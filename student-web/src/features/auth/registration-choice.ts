import { PURCHASE_QUERY, TOPUP_COURSE, type CourseTier } from '@academy/contracts';
import { resolvePurchase } from '@academy/domain';

/** What the registration page shows beside the form: a tier, or a top-up, and its price. */
export interface RegistrationProduct {
  /** A tier id, or topup. */
  id: string;
  /** The tier's name (GOLD), or null for a top-up. */
  name: string | null;
}

export interface RegistrationChoice {
  product: RegistrationProduct;
  price: number;
  /** The query the dashboard opens the payment overlay with; null when nothing was chosen. */
  purchaseQuery: URLSearchParams | null;
}

const TOPUP: RegistrationProduct = { id: TOPUP_COURSE, name: null };

/**
 * `course` and `price` from a tier's "buy" link, priced as the payment overlay will price them:
 * a tier at the catalogue's price whatever the link says, a top-up at its amount when that is
 * within the limits. Anything else is the first tier on sale at its price. A visitor who came
 * without choosing shows that tier at $0 (SPEC.md) and has nothing to pay for yet. Until the
 * tiers have loaded, a choice is passed on as it came: the overlay prices it.
 */
export function readRegistrationChoice(
  params: URLSearchParams,
  tiers: readonly CourseTier[],
): RegistrationChoice {
  const course = params.get(PURCHASE_QUERY.course);
  const price = params.get(PURCHASE_QUERY.price);
  const [first] = tiers;
  const fallback: RegistrationProduct = first
    ? { id: first.id, name: first.name }
    : { id: course ?? '', name: null };
  if (course === null && price === null) {
    return { product: fallback, price: 0, purchaseQuery: null };
  }
  if (!first) {
    return {
      product: course === TOPUP_COURSE ? TOPUP : fallback,
      price: 0,
      purchaseQuery: new URLSearchParams({
        [PURCHASE_QUERY.course]: course ?? '',
        [PURCHASE_QUERY.price]: price ?? '',
      }),
    };
  }
  const purchase =
    resolvePurchase(tiers, course ?? first.id, price) ?? resolvePurchase(tiers, first.id);
  if (!purchase) throw new Error(`The tier ${first.id} has no price`);
  const product =
    purchase.kind === 'topup'
      ? TOPUP
      : (tiers.find((tier) => tier.name === purchase.tier) ?? first);
  return {
    product: { id: product.id, name: product.name },
    price: purchase.amount,
    purchaseQuery: new URLSearchParams({
      [PURCHASE_QUERY.course]: product.id,
      [PURCHASE_QUERY.price]: String(purchase.amount),
    }),
  };
}
