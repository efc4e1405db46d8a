import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTime } from './relative-time.js';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('is just now under 60 seconds', () => {
    expect(relativeTime(now, now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(59 * SECOND), now)).toEqual({ kind: 'justNow' });
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(ago(60 * SECOND), now)).toEqual({ kind: 'minutes', count: 1 });
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toEqual({
      kind: 'minutes',
      count: 59,
    });
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(HOUR), now)).toEqual({ kind: 'hours', count: 1 });
    expect(relativeTime(ago(DAY - SECOND), now)).toEqual({ kind: 'hours', count: 23 });
  });

  it('counts whole days under 30 days', () => {
    expect(relativeTime(ago(DAY), now)).toEqual({ kind: 'days', count: 1 });
    expect(relativeTime(ago(30 * DAY - SECOND), now)).toEqual({ kind: 'days', count: 29 });
  });

  it('gives the full date from 30 days on', () => {
    const date = ago(30 * DAY);
    expect(relativeTime(date, now)).toEqual({ kind: 'date', date });
  });

  it('reads ISO strings', () => {
    expect(relativeTime('2025-06-15T09:00:00Z', now)).toEqual({ kind: 'hours', count: 3 });
  });

  it('treats a timestamp under a minute ahead as just now, and a later one as a date', () => {
    expect(relativeTime(ago(-30 * SECOND), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(-2 * HOUR), now)).toEqual({ kind: 'date', date: ago(-2 * HOUR) });
  });
});

describe('formatRelativeTime', () => {
  it('writes the English short forms', () => {
    expect(formatRelativeTime(ago(10 * SECOND), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe('5m ago');
    expect(formatRelativeTime(ago(3 * HOUR), now)).toBe('3h ago');
    expect(formatRelativeTime(ago(12 * DAY), now)).toBe('12d ago');
  });

  it('writes an older moment as a medium date with a short time in the given locale', () => {
    const date = new Date('2025-01-02T08:05:00Z');
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(formatRelativeTime(date, now)).toBe(new Intl.DateTimeFormat('en', options).format(date));
    expect(formatRelativeTime(date, now)).toMatch(/Jan 2, 2025/);
    expect(formatRelativeTime(date, now, 'ru')).toBe(
      new Intl.DateTimeFormat('ru', options).format(date),
    );
  });

  it('writes nothing for an unreadable date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
