/** How long a receiver has to answer one delivery. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/** How long an event is retried for, counted from the delivery's creation. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * When to try again after `attempts` failed attempts: 30 s, 1 min, 2 min, … doubling up to one
 * hour between attempts, and null (give up) once the next attempt would fall past the 3 days.
 */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_WAIT_MS);
  const next = new Date(now.getTime() + wait);
  return next.getTime() > createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS ? null : next;
}
