// PLACEHOLDER: replaced by the implementation.
export function LoginPage() {
  return null;
}
