import { describe, expect, it } from 'vitest';
import { registrationWindowStart } from './stats.js';

const now = new Date('2025-06-15T10:30:00Z');

describe('registrationWindowStart', () => {
  it('starts a day window 24 hours back', () => {
    expect(registrationWindowStart('day', now).toISOString()).toBe('2025-06-14T10:30:00.000Z');
  });

  it('starts a week window 7 days back', () => {
    expect(registrationWindowStart('week', now).toISOString()).toBe('2025-06-08T10:30:00.000Z');
  });

  it('starts a month window one calendar month back', () => {
    expect(registrationWindowStart('month', now).toISOString()).toBe('2025-05-15T10:30:00.000Z');
    expect(registrationWindowStart('month', new Date('2025-01-10T00:00:00Z')).toISOString()).toBe(
      '2024-12-10T00:00:00.000Z',
    );
  });

  it('starts a year window one calendar year back', () => {
    expect(registrationWindowStart('year', now).toISOString()).toBe('2024-06-15T10:30:00.000Z');
  });

  it('stops at the end of a shorter month', () => {
    expect(registrationWindowStart('month', new Date('2025-03-31T08:00:00Z')).toISOString()).toBe(
      '2025-02-28T08:00:00.000Z',
    );
    expect(registrationWindowStart('year', new Date('2024-02-29T08:00:00Z')).toISOString()).toBe(
      '2023-02-28T08:00:00.000Z',
    );
  });

  it('counts in UTC whatever the moment of day', () => {
    expect(registrationWindowStart('month', new Date('2025-03-01T23:30:00Z')).toISOString()).toBe(
      '2025-02-01T23:30:00.000Z',
    );
  });

  it('does not change the date it is given', () => {
    const given = new Date(now.getTime());
    registrationWindowStart('month', given);
    expect(given.getTime()).toBe(now.getTime());
  });
});
