// PLACEHOLDER: replaced by the implementation.
export function AppLayout() {
  return null;
}
