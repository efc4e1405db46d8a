import type { UserActivityFilter } from '@academy/contracts';

export const USER_SORT_FIELDS = [
  'id',
  'created_at',
  'email',
  'username',
  'lastname',
  'balance',
  'course',
  'last_activity',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UserSearch {
  /** Case-insensitive substring of id, e-mail or phone. */
  q?: string;
  ids?: number[];
  /** A course name in any letter case, or CUSTOM_COURSE_FILTER for every non-preset course. */
  course?: string;
  balanceMin?: number;
  balanceMax?: number;
  overdraft?: boolean;
  createdFrom?: Date;
  /** The end of the registration window: before the day after an end date, or up to an instant. */
  createdTo?: { at: Date; inclusive: boolean };
  activity?: UserActivityFilter;
}
