// PLACEHOLDER: replaced by the implementation.
export function StatisticsPage() {
  return null;
}
