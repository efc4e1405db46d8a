import type { AccessRule, CourseTier } from '@academy/contracts';
import { normalizeCourse } from './course.js';

export interface LessonAccessUser {
  course: string;
  balance: number;
}

export interface OverdraftState {
  overdraft: boolean;
  overdraft_expires_at: string | null;
}

/** An access rule with its tiers as the `course` values users hold. */
export interface CourseAccess {
  free: boolean;
  /** Upper-case course names. */
  courses: readonly string[];
  minBalance: number | null;
}

/** The rule in terms of users' courses: tier ids become tier names; unknown ids open nothing. */
export function courseAccess(
  rule: AccessRule,
  tiers: readonly Pick<CourseTier, 'id' | 'name'>[],
): CourseAccess {
  const names = new Map(tiers.map((tier) => [tier.id, tier.name.toUpperCase()]));
  return {
    free: rule.free,
    courses: rule.tiers.flatMap((id) => names.get(id) ?? []),
    minBalance: rule.minBalance,
  };
}

/**
 * Whether the item stays closed to the viewer: a free item is open to anyone; any other opens
 * to a student holding one of its courses (in any letter case) or with at least its balance.
 */
export function isAccessLocked(
  access: CourseAccess,
  viewer: LessonAccessUser | null | undefined,
): boolean {
  if (access.free) return false;
  if (!viewer) return true;
  const course = viewer.course.trim().toUpperCase();
  if (course !== '' && access.courses.includes(course)) return false;
  return access.minBalance === null || viewer.balance < access.minBalance;
}

/** The catalogue's tier the course is (in any letter case), or null for any other course. */
export function heldTier<Tier extends Pick<CourseTier, 'name'>>(
  course: string | null | undefined,
  tiers: readonly Tier[],
): Tier | null {
  const wanted = course?.trim().toUpperCase();
  return (wanted && tiers.find((tier) => tier.name.toUpperCase() === wanted)) || null;
}

/** Whether the course is one of the catalogue's tiers (in any letter case). */
export function holdsTier(
  course: string | null | undefined,
  tiers: readonly Pick<CourseTier, 'name'>[],
): boolean {
  return heldTier(course, tiers) !== null;
}

/** A trial without an expiry date cannot be shown as running, so it counts as inactive. */
export function isOverdraftActive(user: OverdraftState, now: Date): boolean {
  if (!user.overdraft || user.overdraft_expires_at === null) return false;
  return new Date(user.overdraft_expires_at).getTime() > now.getTime();
}

/** Where a student stands: a trial running, no course, or a course, named as staff or a tier set it. */
export type CourseStanding =
  { kind: 'trial' } | { kind: 'none' } | { kind: 'course'; name: string };

/** The trial counts first: while it runs the student trades on its deposit, whatever course. */
export function courseStanding(
  user: OverdraftState & { course: string },
  now: Date,
): CourseStanding {
  if (isOverdraftActive(user, now)) return { kind: 'trial' };
  const name = normalizeCourse(user.course);
  return name === null || name === 'NONE' ? { kind: 'none' } : { kind: 'course', name };
}

/** A book or a lesson with the rule that opens it, as the catalogue's items carry it. */
export interface AccessibleItem {
  opensWith: CourseAccess;
}

/**
 * The items a student holding `course` opens by that course alone, a balance aside: the ones the
 * course is named on, and the free ones.
 */
export function itemsOpenedBy<T extends AccessibleItem>(items: readonly T[], course: string): T[] {
  return items.filter((item) => !isAccessLocked(item.opensWith, { course, balance: 0 }));
}

/** The items `better` opens that `held` does not, each by its course alone. */
export function itemsAddedBy<T extends AccessibleItem>(
  items: readonly T[],
  held: string,
  better: string,
): T[] {
  const kept = new Set(itemsOpenedBy(items, held));
  return itemsOpenedBy(items, better).filter((item) => !kept.has(item));
}

/**
 * What opens every one of the items at once: the courses named on each of them, and the least
 * balance that reaches every item's threshold (null when one of them has none).
 */
export function accessToAll(items: readonly AccessibleItem[]): {
  courses: string[];
  minBalance: number | null;
} {
  const rules = items.map((item) => item.opensWith).filter((rule) => !rule.free);
  const [first, ...rest] = rules;
  if (!first) return { courses: [], minBalance: null };
  const courses = first.courses.filter((course) =>
    rest.every((rule) => rule.courses.includes(course)),
  );
  const thresholds = rules.flatMap((rule) => (rule.minBalance === null ? [] : [rule.minBalance]));
  const minBalance = thresholds.length === rules.length ? Math.max(...thresholds) : null;
  return { courses, minBalance };
}
