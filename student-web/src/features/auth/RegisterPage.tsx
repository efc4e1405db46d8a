// PLACEHOLDER: replaced by the screen's implementation.
export function RegisterPage() {
  return null;
}
