import type { AccessRule, CourseTier } from '@academy/contracts';

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

/** Whether the course is one of the catalogue's tiers (in any letter case). */
export function holdsTier(
  course: string | null | undefined,
  tiers: readonly Pick<CourseTier, 'name'>[],
): boolean {
  const wanted = course?.trim().toUpperCase();
  return !!wanted && tiers.some((tier) => tier.name.toUpperCase() === wanted);
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
