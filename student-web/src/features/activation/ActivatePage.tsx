// PLACEHOLDER: replaced by the screen's implementation.
export function ActivatePage() {
  return null;
}
