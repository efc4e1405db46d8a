// PLACEHOLDER: replaced by the screen's implementation.
export function CheckoutPage() {
  return null;
}
