import { nextAttemptAt, WEBHOOK_RETRY_WINDOW_MS } from './retry-schedule.js';

describe(nextAttemptAt.name, () => {
  const created = new Date('2026-01-01T00:00:00Z');
  const after = (attempts: number, now = created) =>
    (nextAttemptAt(attempts, created, now)!.getTime() - now.getTime()) / 1000;

  it('waits 30 s after the first failure and doubles the wait after each one', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => after(attempts))).toEqual([30, 60, 120, 240, 480]);
  });

  it('never waits more than an hour between attempts', () => {
    expect(after(8)).toBe(3600);
    expect(after(40)).toBe(3600);
  });

  it('gives up once the next attempt would fall past the 3 days', () => {
    const late = new Date(created.getTime() + WEBHOOK_RETRY_WINDOW_MS - 10_000);
    expect(nextAttemptAt(1, created, late)).toBeNull();
    const inTime = new Date(created.getTime() + WEBHOOK_RETRY_WINDOW_MS - 60_000);
    expect(nextAttemptAt(1, created, inTime)).not.toBeNull();
  });
});
