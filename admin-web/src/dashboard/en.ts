/** The dashboard's English texts, as `academy.dashboard.*`. */
export const en = {
  title: 'Dashboard',
  pending: {
    title: 'Pending payments',
    oldest: 'Oldest sent %{age}',
    none: 'Nothing waits for a decision',
    open: 'Open the queue',
    badge: '%{smart_count} pending payment |||| %{smart_count} pending payments',
  },
  today: {
    registrations: 'Registrations today',
    revenue: 'Revenue today',
    note: 'Since midnight UTC; revenue is paid minus refunded',
  },
  bulkJobs: {
    title: 'Running bulk balance changes',
    none: 'No bulk change is running',
    progress: '%{processed} of %{total} users · started by %{createdBy}',
    status: { queued: 'Queued', running: 'Running' },
  },
  refunds: {
    title: 'Recent refunds',
    none: 'No refunds yet',
    row: '%{amount} to %{email}',
  },
  errors: { load: 'Error loading the dashboard' },
};
