import { describe, expect, it } from 'vitest';
import {
  canReadBooks,
  displayCourse,
  hasPremiumLessons,
  isLessonLocked,
  isOverdraftActive,
} from './access.js';

const now = new Date('2025-06-15T12:00:00Z');

describe('canReadBooks', () => {
  it.each(['silver', 'GOLD', 'Platinum'])('lets a %s student read', (course) => {
    expect(canReadBooks(course)).toBe(true);
  });

  it.each(['NONE', '', 'Crypto Intensive', 'OVERDRAFT'])('locks the library for %j', (course) => {
    expect(canReadBooks(course)).toBe(false);
  });

  it('locks the library while the course is unknown', () => {
    expect(canReadBooks(null)).toBe(false);
    expect(canReadBooks(undefined)).toBe(false);
  });
});

describe('isLessonLocked', () => {
  const basic = { course: 'SILVER', balance: 0 };

  it('always opens the demo lesson', () => {
    expect(isLessonLocked(0, basic)).toBe(false);
    expect(isLessonLocked(0, null)).toBe(false);
  });

  it('locks lessons 1 to 7 for a student without premium access', () => {
    for (let id = 1; id <= 7; id += 1) expect(isLessonLocked(id, basic)).toBe(true);
  });

  it('opens every lesson for PLATINUM, in any case', () => {
    expect(isLessonLocked(7, { course: 'PLATINUM', balance: 0 })).toBe(false);
    expect(isLessonLocked(3, { course: 'platinum', balance: 0 })).toBe(false);
  });

  it('opens every lesson from a balance of exactly 500', () => {
    expect(isLessonLocked(1, { course: 'NONE', balance: 499.99 })).toBe(true);
    expect(isLessonLocked(1, { course: 'NONE', balance: 500 })).toBe(false);
  });

  it('keeps lessons locked until the user is known', () => {
    expect(isLessonLocked(1, null)).toBe(true);
    expect(isLessonLocked(1, undefined)).toBe(true);
    expect(hasPremiumLessons(undefined)).toBe(false);
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
