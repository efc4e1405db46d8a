/** English texts of the statistics page (SPEC.md's exact words). */
export const en = {
  title: 'Registration Statistics',
  subtitle: 'User growth analysis',
  period: 'Period',
  periods: {
    day: 'Day',
    week: 'Week',
    month: 'Month',
    year: 'Year',
  },
  chartTitle: 'Number of registrations',
  series: 'Registrations',
  tooltip: 'Registrations: %{count}',
  totalUsers: 'Total users',
  loadError: 'Error loading data',
  // The words for the revenue beside the registrations.
  revenue: {
    chartTitle: 'Revenue',
    netSeries: 'Net revenue',
    total: 'Net revenue',
    paid: 'Paid %{amount}, refunded %{refunded}',
    discountGiven: 'Promo codes took off %{amount}',
    byTier: 'By tier',
    paidShare: 'New students who paid',
    paidShareValue: '%{paid} of %{students} (%{share})',
    loadError: 'Error loading revenue',
  },
};
