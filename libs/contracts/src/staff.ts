import type { StaffRole } from './auth.js';

/** GET /api/admin/staff (simple-rest: range, sort, Content-Range) and GET /api/admin/staff/:id. */
export interface StaffAccount {
  id: number;
  username: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  /** The last successful sign-in to the back office, null for never. */
  lastSignInAt: string | null;
}

/** The fields GET /api/admin/staff sorts by. */
export const STAFF_SORT_FIELDS = ['id', 'username', 'role', 'createdAt', 'lastSignInAt'] as const;
export type StaffSortField = (typeof STAFF_SORT_FIELDS)[number];

/** POST /api/admin/staff. */
export interface StaffAccountCreateRequest {
  username: string;
  role: StaffRole;
  /** The initial password, at least STAFF_PASSWORD_MIN_LENGTH characters. */
  password: string;
}

/** PUT /api/admin/staff/:id: a disabled or demoted account is signed out at once. */
export interface StaffAccountUpdateRequest {
  role?: StaffRole;
  disabled?: boolean;
}

/** POST /api/admin/staff/:id/password: signs the account out everywhere. */
export interface StaffPasswordRequest {
  password: string;
}

/** The staff account rules, the same for the back office, the API and `npm run admin:create`. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 1024;
export const STAFF_USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,100}$/;
