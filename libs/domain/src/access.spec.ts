import { describe, expect, it } from 'vitest';
import {
  courseAccess,
  accessToAll,
  courseStanding,
  itemsAddedBy,
  itemsOpenedBy,
  holdsTier,
  isAccessLocked,
  isOverdraftActive,
} from './access.js';

const now = new Date('2025-06-15T12:00:00Z');

const TIERS = [
  { id: 'silver', name: 'SILVER' },
  { id: 'gold', name: 'GOLD' },
  { id: 'platinum', name: 'PLATINUM' },
];
const BOOKS = courseAccess(
  { tiers: ['silver', 'gold', 'platinum'], minBalance: null, free: false },
  TIERS,
);
const LESSONS = courseAccess({ tiers: ['platinum'], minBalance: 500, free: false }, TIERS);
const DEMO = courseAccess({ tiers: [], minBalance: null, free: true }, TIERS);

describe('isAccessLocked', () => {
  it.each(['silver', 'GOLD', 'Platinum'])('opens the books to a %s student', (course) => {
    expect(isAccessLocked(BOOKS, { course, balance: 0 })).toBe(false);
  });

  it.each(['NONE', '', 'Crypto Intensive', 'OVERDRAFT'])('locks the books for %j', (course) => {
    expect(isAccessLocked(BOOKS, { course, balance: 10_000 })).toBe(true);
  });

  it('always opens a free item, even before the user is known', () => {
    expect(isAccessLocked(DEMO, { course: 'NONE', balance: 0 })).toBe(false);
    expect(isAccessLocked(DEMO, null)).toBe(false);
  });

  it('opens a tier and balance rule to the tier, in any case', () => {
    expect(isAccessLocked(LESSONS, { course: 'SILVER', balance: 0 })).toBe(true);
    expect(isAccessLocked(LESSONS, { course: 'platinum', balance: 0 })).toBe(false);
  });

  it('opens it from a balance of exactly the threshold', () => {
    expect(isAccessLocked(LESSONS, { course: 'NONE', balance: 499.99 })).toBe(true);
    expect(isAccessLocked(LESSONS, { course: 'NONE', balance: 500 })).toBe(false);
  });

  it('keeps a rule without a threshold closed whatever the balance', () => {
    expect(isAccessLocked(BOOKS, { course: 'NONE', balance: 1_000_000 })).toBe(true);
  });

  it('keeps items locked until the user is known', () => {
    expect(isAccessLocked(LESSONS, null)).toBe(true);
    expect(isAccessLocked(BOOKS, undefined)).toBe(true);
  });

  it('opens nothing through a tier id the catalogue does not have', () => {
    const rule = courseAccess({ tiers: ['diamond'], minBalance: null, free: false }, TIERS);
    expect(rule.courses).toEqual([]);
    expect(isAccessLocked(rule, { course: 'DIAMOND', balance: 0 })).toBe(true);
  });
});

describe('holdsTier', () => {
  it('knows the catalogue tiers in any case, and nothing else', () => {
    expect(holdsTier('gold', TIERS)).toBe(true);
    expect(holdsTier('NONE', TIERS)).toBe(false);
    expect(holdsTier(null, TIERS)).toBe(false);
  });
});

describe('isOverdraftActive', () => {
  it('is active until the expiry moment', () => {
    const user = { overdraft: true, overdraft_expires_at: '2025-06-15T12:00:01Z' };
    expect(isOverdraftActive(user, now)).toBe(true);
    expect(isOverdraftActive(user, new Date('2025-06-15T12:00:01Z'))).toBe(false);
  });

  it('is inactive when the trial was never taken', () => {
    expect(isOverdraftActive({ overdraft: false, overdraft_expires_at: null }, now)).toBe(false);
    expect(
      isOverdraftActive({ overdraft: false, overdraft_expires_at: '2025-06-16T00:00:00Z' }, now),
    ).toBe(false);
  });

  it('is inactive without a readable expiry date', () => {
    expect(isOverdraftActive({ overdraft: true, overdraft_expires_at: null }, now)).toBe(false);
    expect(isOverdraftActive({ overdraft: true, overdraft_expires_at: 'soon' }, now)).toBe(false);
  });
});

describe(courseStanding.name, () => {
  const running = { overdraft: true, overdraft_expires_at: '2025-06-18T12:00:00Z' };
  const used = { overdraft: true, overdraft_expires_at: '2025-06-01T12:00:00Z' };

  it('is a trial while the trial runs, whatever the course', () => {
    expect(courseStanding({ ...running, course: 'SILVER' }, now)).toEqual({ kind: 'trial' });
  });

  it('names the course otherwise, a preset in capitals', () => {
    expect(courseStanding({ ...used, course: 'gold' }, now)).toEqual({
      kind: 'course',
      name: 'GOLD',
    });
    expect(courseStanding({ ...used, course: 'Crypto Intensive' }, now)).toEqual({
      kind: 'course',
      name: 'Crypto Intensive',
    });
  });

  it('is no course for an empty course or NONE', () => {
    for (const course of ['', '  ', 'NONE', 'none']) {
      expect(courseStanding({ ...used, course }, now)).toEqual({ kind: 'none' });
    }
  });
});

describe('what a course opens', () => {
  const rule = (courses: string[], minBalance: number | null = null, free = false) => ({
    opensWith: { free, courses, minBalance },
  });
  const demo = rule([], null, true);
  const book = rule(['SILVER', 'GOLD', 'PLATINUM']);
  const lesson = rule(['PLATINUM'], 500);
  const items = [demo, book, book, lesson, lesson];

  it('counts the free items and those naming the course, never by a balance', () => {
    expect(itemsOpenedBy(items, 'GOLD')).toEqual([demo, book, book]);
    expect(itemsOpenedBy(items, 'platinum')).toHaveLength(5);
    expect(itemsOpenedBy(items, 'NONE')).toEqual([demo]);
  });

  it('tells what a better course adds to the one held', () => {
    expect(itemsAddedBy(items, 'GOLD', 'PLATINUM')).toEqual([lesson, lesson]);
    expect(itemsAddedBy(items, 'PLATINUM', 'GOLD')).toEqual([]);
  });

  it('finds the courses and the balance that open every item at once', () => {
    expect(accessToAll([demo, lesson, rule(['GOLD', 'PLATINUM'], 300)])).toEqual({
      courses: ['PLATINUM'],
      minBalance: 500,
    });
    expect(accessToAll([lesson, book])).toEqual({ courses: ['PLATINUM'], minBalance: null });
    expect(accessToAll([demo])).toEqual({ courses: [], minBalance: null });
  });
});
