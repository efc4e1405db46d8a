import { LESSON_COMPLETION_SHARE } from '@academy/contracts';

/** The part of a lesson that matters to progress; the catalogue's and the API's lessons both fit. */
export interface LessonProgressView {
  id: number;
  isLocked: boolean;
  positionSeconds: number;
  completed: boolean;
}

/** A lesson counts as watched once 90 % of it has played; an unknown length never counts. */
export function isLessonCompleted(positionSeconds: number, durationSeconds: number): boolean {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return false;
  return positionSeconds >= durationSeconds * LESSON_COMPLETION_SHARE;
}

/** "08:35" (mm:ss, or h:mm:ss) in seconds; 0 for text that is not a duration. */
export function durationSeconds(text: string): number {
  if (!/^\d{1,3}(:\d{2}){1,2}$/.test(text)) return 0;
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * The lessons a course is made of: every lesson open to the student, the free ones included. The
 * dashboard's completion counts these, and a tier's certificate asks for each one the tier opens.
 */
export function courseLessons<T extends Pick<LessonProgressView, 'isLocked'>>(
  lessons: readonly T[],
): T[] {
  return lessons.filter((lesson) => !lesson.isLocked);
}

/**
 * The share of the course's lessons (courseLessons) that the student has completed, as a whole
 * percentage; 0 when none is open.
 */
export function courseCompletionPercent(lessons: readonly LessonProgressView[]): number {
  const course = courseLessons(lessons);
  if (course.length === 0) return 0;
  const done = course.filter((lesson) => lesson.completed).length;
  return Math.floor((done * 100) / course.length);
}

/**
 * The lesson to continue with: the first open lesson begun and not finished, else the first open
 * lesson not yet completed, in catalogue order. Null once every open lesson is done.
 */
export function nextLesson<T extends LessonProgressView>(lessons: readonly T[]): T | null {
  const open = lessons.filter((lesson) => !lesson.isLocked && !lesson.completed);
  return open.find((lesson) => lesson.positionSeconds > 0) ?? open[0] ?? null;
}
