import type { AdminLoginResponse, SignInSession, StaffRole } from './auth.js';

/** GET /api/admin/staff (simple-rest: range, sort, Content-Range) and GET /api/admin/staff/:id. */
export interface StaffAccount {
  id: number;
  username: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  /** The last successful sign-in to the back office, null for never. */
  lastSignInAt: string | null;
  /** Signs in with a TOTP code after the password. */
  twoFactorEnabled: boolean;
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

/** GET /api/admin/staff/:id/sessions: one open back-office sign-in of a staff account. */
export type StaffSession = SignInSession;

/**
 * POST /api/admin/login with two-factor sign-in on: no token yet. `twoFactorRequired`: send a
 * code to POST /api/admin/login/2fa; `twoFactorEnrolmentRequired`: the academy requires two-factor
 * sign-in and the account has none, so enrol through POST /api/admin/login/2fa/setup and
 * …/enable. The challenge lives STAFF_CHALLENGE_TTL_SECONDS and survives
 * STAFF_CHALLENGE_MAX_FAILURES wrong codes.
 */
export type AdminTwoFactorChallenge =
  | { twoFactorRequired: true; challenge: string; expiresAt: string }
  | { twoFactorEnrolmentRequired: true; challenge: string; expiresAt: string };

/** Everything POST /api/admin/login may answer with 200. */
export type AdminLoginAnswer = AdminLoginResponse | AdminTwoFactorChallenge;

export const STAFF_CHALLENGE_TTL_SECONDS = 5 * 60;
export const STAFF_CHALLENGE_MAX_FAILURES = 5;
/** How many single-use recovery codes enabling two-factor sign-in gives. */
export const STAFF_RECOVERY_CODE_COUNT = 10;

/** POST /api/admin/login/2fa: `code` is a 6-digit TOTP code or a recovery code. */
export interface AdminTwoFactorLoginRequest {
  challenge: string;
  code: string;
}

/** POST /api/admin/login/2fa/setup. */
export interface AdminTwoFactorEnrolmentRequest {
  challenge: string;
}

/** POST /api/admin/2fa/setup and …/login/2fa/setup: a new secret, pending until enabled. */
export interface TwoFactorSetup {
  /** Base32, for typing into an authenticator app. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: string;
}

/** POST /api/admin/2fa/enable and …/disable: a TOTP code (disable also takes a recovery code). */
export interface TwoFactorCodeRequest {
  code: string;
}

/** POST /api/admin/2fa/enable: the recovery codes, shown this once and stored only hashed. */
export interface TwoFactorRecoveryCodes {
  recoveryCodes: string[];
}

/** POST /api/admin/login/2fa/enable: signed in, with the recovery codes shown once. */
export type AdminTwoFactorEnrolmentResponse = AdminLoginResponse & TwoFactorRecoveryCodes;

/** GET /api/admin/2fa: the signed-in staff member's own state. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left; 0 when two-factor sign-in is off. */
  recoveryCodesLeft: number;
  /** The academy requires two-factor sign-in: it cannot be turned off, only reset by an admin. */
  required: boolean;
}

/** GET and PUT /api/admin/settings/security. */
export interface StaffSecuritySettings {
  /** Every staff account must sign in with a second factor; one without enrols after the password. */
  requireTwoFactor: boolean;
}
