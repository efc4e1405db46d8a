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
  course?: string;
}
