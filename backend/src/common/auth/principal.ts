import type { StaffRole } from '@academy/contracts';

export const STUDENT_STRATEGY = 'student-jwt';
export const STAFF_STRATEGY = 'staff-jwt';

export interface StudentPrincipal {
  kind: 'student';
  userId: number;
}

export interface StaffPrincipal {
  kind: 'staff';
  staffId: number;
  username: string;
  role: StaffRole;
}

export type Principal = StudentPrincipal | StaffPrincipal;

/**
 * `pwd` (students) and `ver` (staff) copy, in milliseconds, when the account's credentials were
 * last set. A token whose copy differs from the account's predates a password reset or a staff
 * account change and is refused; the whole-second `iat` could not tell one in the same second.
 */
export interface StudentTokenClaims {
  sub: string;
  aud: 'student';
  pwd: number;
  iat: number;
}

export interface StaffTokenClaims {
  sub: string;
  aud: 'staff';
  role: StaffRole;
  ver: number;
  iat: number;
}
