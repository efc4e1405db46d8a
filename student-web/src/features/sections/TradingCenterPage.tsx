// PLACEHOLDER: replaced by the screen's implementation.
export function TradingCenterPage() {
  return null;
}
