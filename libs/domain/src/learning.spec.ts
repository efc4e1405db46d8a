import { describe, expect, it } from 'vitest';
import {
  courseCompletionPercent,
  courseLessons,
  durationSeconds,
  isLessonCompleted,
  nextLesson,
  type LessonProgressView,
} from './learning.js';

const lesson = (id: number, progress: Partial<LessonProgressView> = {}): LessonProgressView => ({
  id,
  isLocked: false,
  positionSeconds: 0,
  completed: false,
  ...progress,
});

describe('isLessonCompleted', () => {
  it('counts a lesson once 90 % of it has played', () => {
    expect(isLessonCompleted(89, 100)).toBe(false);
    expect(isLessonCompleted(90, 100)).toBe(true);
    expect(isLessonCompleted(100, 100)).toBe(true);
  });

  it('never counts a lesson whose length is unknown', () => {
    expect(isLessonCompleted(50, 0)).toBe(false);
    expect(isLessonCompleted(50, Number.NaN)).toBe(false);
    expect(isLessonCompleted(50, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('durationSeconds', () => {
  it('reads mm:ss and h:mm:ss', () => {
    expect(durationSeconds('08:35')).toBe(515);
    expect(durationSeconds('1:02:03')).toBe(3723);
  });

  it('answers 0 for text that is not a duration', () => {
    expect(durationSeconds('')).toBe(0);
    expect(durationSeconds('8 minutes')).toBe(0);
  });
});

describe('courseCompletionPercent', () => {
  it('is the share of open lessons completed, the free demo included, as a certificate counts', () => {
    const lessons = [
      lesson(0, { completed: true }),
      lesson(1, { completed: true }),
      lesson(2),
      lesson(3),
      lesson(4, { isLocked: true, completed: true }),
    ];
    expect(courseCompletionPercent(lessons)).toBe(50);
  });

  it('is 0 when no lesson is open', () => {
    expect(courseCompletionPercent([lesson(1, { isLocked: true, completed: true })])).toBe(0);
  });
});

describe('courseLessons', () => {
  it('keeps every open lesson, the free ones included, and leaves out the locked ones', () => {
    const lessons = [lesson(0), lesson(1, { isLocked: true }), lesson(2)];
    expect(courseLessons(lessons).map((open) => open.id)).toEqual([0, 2]);
  });
});

describe('nextLesson', () => {
  it('continues a lesson begun before starting a new one', () => {
    const lessons = [lesson(1, { completed: true }), lesson(2), lesson(3, { positionSeconds: 40 })];
    expect(nextLesson(lessons)?.id).toBe(3);
  });

  it('otherwise offers the first open lesson not yet completed', () => {
    const lessons = [lesson(0, { completed: true }), lesson(1, { isLocked: true }), lesson(2)];
    expect(nextLesson(lessons)?.id).toBe(2);
  });

  it('is null once every open lesson is done', () => {
    expect(nextLesson([lesson(1, { completed: true }), lesson(2, { isLocked: true })])).toBeNull();
  });
});
