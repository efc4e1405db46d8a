import type { StaffRole } from '@academy/contracts';

export const STUDENT_STRATEGY = 'student-jwt';
export const STAFF_STRATEGY = 'staff-jwt';

export interface StudentPrincipal {
  kind: 'student';
  userId: number;
  /** The open row of student_sessions the token belongs to. */
  sessionId: string;
}

export interface StaffPrincipal {
  kind: 'staff';
  staffId: number;
  username: string;
  role: StaffRole;
}

export type Principal = StudentPrincipal | StaffPrincipal;

/**
 * `sid` (students) names the sign-in's row in student_sessions: the token is good while that
 * session is open, so signing out, a password change or reset refuses it at once.
 */
export interface StudentTokenClaims {
  sub: string;
  aud: 'student';
  sid: string;
  iat: number;
}

/**
 * `ver` (staff) copies, in milliseconds, when the account's credentials were last set. A token
 * whose copy differs from the account's predates a staff account change and is refused; the
 * whole-second `iat` could not tell one in the same second.
 */

export interface StaffTokenClaims {
  sub: string;
  aud: 'staff';
  role: StaffRole;
  ver: number;
  iat: number;
}
