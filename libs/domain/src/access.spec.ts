import { describe, expect, it } from 'vitest';
import {
  courseAccess,
  displayCourse,
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

describe('displayCourse', () => {
  const running = { overdraft: true, overdraft_expires_at: '2025-06-18T12:00:00Z' };
  const used = { overdraft: true, overdraft_expires_at: '2025-06-01T12:00:00Z' };

  it('shows OVERDRAFT while the trial runs', () => {
    expect(displayCourse({ ...running, course: 'SILVER' }, now)).toBe('OVERDRAFT');
  });

  it('shows the course otherwise', () => {
    expect(displayCourse({ ...used, course: 'GOLD' }, now)).toBe('GOLD');
    expect(displayCourse({ ...used, course: 'Crypto Intensive' }, now)).toBe('Crypto Intensive');
  });

  it('shows NONE for an empty course', () => {
    expect(displayCourse({ ...used, course: '' }, now)).toBe('NONE');
    expect(displayCourse({ ...used, course: '  ' }, now)).toBe('NONE');
  });
});
