// PLACEHOLDER: replaced by the screen's implementation.
export function BonusesPage() {
  return null;
}
