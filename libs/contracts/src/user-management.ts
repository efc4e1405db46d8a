import type { User } from './user.js';

export interface CourseUpdateRequest {
  course: string;
}

export interface AccountUpdateRequest {
  username?: string;
  lastname?: string;
  email?: string;
  contact?: string;
  avatar?: string | null;
}

/** How long a deleted student can be restored; after it their personal data is removed. */
export const USER_RESTORE_DAYS = 30;

/** GET /api/admin/users with filter.deleted=true: a deleted student, with the time of deletion. */
export interface DeletedUser extends User {
  deleted_at: string;
  /** When the restore window closes and the personal data is removed. */
  purge_at: string;
}

/**
 * How recently a user was last active, as the users list filters it: online within the badge's
 * online minutes, today within 24 hours, week within 7 days (each includes the shorter ones),
 * older for everyone else, including those never active.
 */
export const USER_ACTIVITY_FILTERS = ['online', 'today', 'week', 'older'] as const;
export type UserActivityFilter = (typeof USER_ACTIVITY_FILTERS)[number];

/** The course filter's choice for every course that is not a preset. */
export const CUSTOM_COURSE_FILTER = 'CUSTOM';

/**
 * The users search (GET /api/admin/users, …/export.csv, a bulk change); every condition given
 * must hold, and an empty filter matches everyone.
 */
export interface UserFilter {
  /** Case-insensitive substring of the id, e-mail or phone digits. */
  q?: string;
  /** A preset (NONE included), CUSTOM for any non-preset course, or a custom course's name. */
  course?: string;
  /** USD, inclusive. */
  balanceMin?: number;
  balanceMax?: number;
  /** true: the trial is running (granted, not yet taken back); false: it is not. */
  overdraft?: boolean;
  /** Registered on or after, and on or before, these instants (ISO 8601) or calendar dates. */
  createdFrom?: string;
  createdTo?: string;
  activity?: UserActivityFilter;
}
