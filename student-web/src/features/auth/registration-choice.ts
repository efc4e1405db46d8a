import { PURCHASE_QUERY, TOPUP_COURSE, type CourseTierId } from '@academy/contracts';
import { resolvePurchase } from '@academy/domain';

const DEFAULT_TIER: CourseTierId = 'silver';

/** What the registration page shows beside the form: a tier, or a top-up, and its price. */
export type RegistrationProduct = CourseTierId | typeof TOPUP_COURSE;

export interface RegistrationChoice {
  product: RegistrationProduct;
  price: number;
  /** The query the dashboard opens the payment overlay with; null when nothing was chosen. */
  purchaseQuery: URLSearchParams | null;
}

/**
 * `course` and `price` from a tier's "buy" link, priced as the payment overlay will price them:
 * a tier at the catalogue's price whatever the link says, a top-up at its amount when that is
 * within the limits. Anything else is the default tier at its catalogue price. A visitor who
 * came without choosing shows the default tier at $0 (SPEC.md) and has nothing to pay for yet.
 */
export function readRegistrationChoice(params: URLSearchParams): RegistrationChoice {
  const course = params.get(PURCHASE_QUERY.course);
  const price = params.get(PURCHASE_QUERY.price);
  if (course === null && price === null) {
    return { product: DEFAULT_TIER, price: 0, purchaseQuery: null };
  }
  const purchase = resolvePurchase(course ?? DEFAULT_TIER, price) ?? resolvePurchase(DEFAULT_TIER);
  if (!purchase) throw new Error(`The catalogue has no ${DEFAULT_TIER} tier`);
  const product: RegistrationProduct =
    purchase.kind === 'topup' ? TOPUP_COURSE : (purchase.tier.toLowerCase() as CourseTierId);
  return {
    product,
    price: purchase.amount,
    purchaseQuery: new URLSearchParams({
      [PURCHASE_QUERY.course]: product,
      [PURCHASE_QUERY.price]: String(purchase.amount),
    }),
  };
}
