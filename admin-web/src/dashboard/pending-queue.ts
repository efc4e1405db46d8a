/** The payments list as the queue: pending only, the oldest first (react-admin's list address). */
export const PENDING_QUEUE = {
  pathname: '/payments',
  search: `?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}&sort=created_at&order=ASC`,
} as const;
