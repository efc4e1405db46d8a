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

export interface StudentTokenClaims {
  sub: string;
  aud: 'student';
  iat: number;
}

export interface StaffTokenClaims {
  sub: string;
  aud: 'staff';
  role: StaffRole;
  iat: number;
}
