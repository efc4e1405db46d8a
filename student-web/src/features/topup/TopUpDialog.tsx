// PLACEHOLDER: replaced by the screen's implementation.
export function TopUpDialog(_: { open: boolean; onClose: () => void }) {
  return null;
}
