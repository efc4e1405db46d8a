/**
 * /checkout renders nothing of its own (SPEC.md §2): payments happen in the overlay that opens
 * over any page whose query holds course and price, so this route only has to exist.
 */
export function CheckoutPage() {
  return null;
}
