// PLACEHOLDER: replaced by the screen's implementation.
export function DashboardPage() {
  return null;
}
