export const ACTIVITY_THRESHOLD_MINUTES = { online: 5, recent: 60, inactive: 2880 } as const;

export type ActivityKey = 'online' | 'recent' | 'inactive' | 'away' | 'none';
export type ActivityColor = 'green' | 'yellow' | 'grey' | 'red' | 'default';

export interface ActivityBadge {
  key: ActivityKey;
  color: ActivityColor;
  label: string;
}

const MINUTE_MS = 60_000;

export function activityBadge(
  lastActivity: string | Date | null | undefined,
  now: Date,
): ActivityBadge {
  const time = lastActivity == null ? Number.NaN : new Date(lastActivity).getTime();
  if (Number.isNaN(time)) return { key: 'none', color: 'default', label: 'No Data' };
  const ageMs = now.getTime() - time;
  if (ageMs < ACTIVITY_THRESHOLD_MINUTES.online * MINUTE_MS) {
    return { key: 'online', color: 'green', label: 'Online' };
  }
  if (ageMs < ACTIVITY_THRESHOLD_MINUTES.recent * MINUTE_MS) {
    return { key: 'recent', color: 'yellow', label: 'Recent' };
  }
  if (ageMs < ACTIVITY_THRESHOLD_MINUTES.inactive * MINUTE_MS) {
    return { key: 'inactive', color: 'grey', label: 'Inactive' };
  }
  return { key: 'away', color: 'red', label: 'Not logged in 2+ days' };
}
