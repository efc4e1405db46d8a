import { PREMIUM_BALANCE_THRESHOLD } from '@academy/contracts';

const BOOK_COURSES = ['SILVER', 'GOLD', 'PLATINUM'];
const DEMO_LESSON_ID = 0;

export interface LessonAccessUser {
  course: string;
  balance: number;
}

export interface OverdraftState {
  overdraft: boolean;
  overdraft_expires_at: string | null;
}

export function canReadBooks(course: string | null | undefined): boolean {
  return course != null && BOOK_COURSES.includes(course.toUpperCase());
}

export function hasPremiumLessons(user: LessonAccessUser | null | undefined): boolean {
  if (!user) return false;
  return user.course.toUpperCase() === 'PLATINUM' || user.balance >= PREMIUM_BALANCE_THRESHOLD;
}

export function isLessonLocked(
  lessonId: number,
  user: LessonAccessUser | null | undefined,
): boolean {
  return lessonId !== DEMO_LESSON_ID && !hasPremiumLessons(user);
}

/** A trial without an expiry date cannot be shown as running, so it counts as inactive. */
export function isOverdraftActive(user: OverdraftState, now: Date): boolean {
  if (!user.overdraft || user.overdraft_expires_at === null) return false;
  return new Date(user.overdraft_expires_at).getTime() > now.getTime();
}

export function displayCourse(user: OverdraftState & { course: string }, now: Date): string {
  if (isOverdraftActive(user, now)) return 'OVERDRAFT';
  return user.course.trim() === '' ? 'NONE' : user.course;
}
