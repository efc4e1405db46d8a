// PLACEHOLDER: replaced by the screen's implementation.
export function ResetPasswordPage() {
  return null;
}
