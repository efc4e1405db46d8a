import { describe, expect, it } from 'vitest';
import { ACTIVITY_THRESHOLD_MINUTES, activityBadge } from './activity.js';

const now = new Date('2025-06-15T12:00:00Z');
const minutesAgo = (minutes: number): Date => new Date(now.getTime() - minutes * 60_000);

describe('activityBadge', () => {
  it('uses the thresholds 5, 60 and 2880 minutes', () => {
    expect(ACTIVITY_THRESHOLD_MINUTES).toEqual({ online: 5, recent: 60, inactive: 2880 });
  });

  it('is Online (green) under 5 minutes', () => {
    expect(activityBadge(now, now)).toEqual({ key: 'online', color: 'green', label: 'Online' });
    expect(activityBadge(minutesAgo(4.99), now).key).toBe('online');
  });

  it('is Recent (yellow) from 5 to under 60 minutes', () => {
    expect(activityBadge(minutesAgo(5), now)).toEqual({
      key: 'recent',
      color: 'yellow',
      label: 'Recent',
    });
    expect(activityBadge(minutesAgo(59.99), now).key).toBe('recent');
  });

  it('is Inactive (grey) from 60 to under 2880 minutes', () => {
    expect(activityBadge(minutesAgo(60), now)).toEqual({
      key: 'inactive',
      color: 'grey',
      label: 'Inactive',
    });
    expect(activityBadge(minutesAgo(2879), now).key).toBe('inactive');
  });

  it('is red from 2880 minutes on', () => {
    expect(activityBadge(minutesAgo(2880), now)).toEqual({
      key: 'away',
      color: 'red',
      label: 'Not logged in 2+ days',
    });
  });

  it('reads ISO strings', () => {
    expect(activityBadge('2025-06-15T11:30:00Z', now).key).toBe('recent');
  });

  it('shows No Data without a usable timestamp', () => {
    const none = { key: 'none', color: 'default', label: 'No Data' };
    expect(activityBadge(null, now)).toEqual(none);
    expect(activityBadge(undefined, now)).toEqual(none);
    expect(activityBadge('not a date', now)).toEqual(none);
  });
});
