import type { ApiKeyScope, StaffRole } from '@academy/contracts';

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
  /** The open row of staff_sessions the token belongs to; null for a signed export link. */
  sessionId: string | null;
}

/** An integrator's API key: it acts like a staff member holding exactly its scopes. */
export interface ApiKeyPrincipal {
  kind: 'api-key';
  apiKeyId: number;
  name: string;
  /** The public start of the key; the audit log names the key by it (`api-key:<prefix>`). */
  prefix: string;
  scopes: ApiKeyScope[];
}

/** Whoever may call a back-office route (StaffAuth): a staff member or an API key. */
export type StaffActor = StaffPrincipal | ApiKeyPrincipal;

export type Principal = StudentPrincipal | StaffActor;

/**
 * The staff account behind an action, for the columns that name one (ledger, payment decisions);
 * null for an API key, which the audit log names instead.
 */
export function staffAccountOf(actor: StaffActor): number | null {
  return actor.kind === 'staff' ? actor.staffId : null;
}

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
 * `ver` (staff) copies, in milliseconds, when the account's role or state was last set. A token
 * whose copy differs from the account's predates a staff account change and is refused; the
 * whole-second `iat` could not tell one in the same second. `sid` names the sign-in's row in
 * staff_sessions: signing out or a password change ends it. Tokens from before staff sessions
 * have no `sid` and are refused (one more sign-in).
 */
export interface StaffTokenClaims {
  sub: string;
  aud: 'staff';
  role: StaffRole;
  ver: number;
  sid: string;
  iat: number;
}
