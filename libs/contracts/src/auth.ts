import type { Locale } from './locale.js';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AuthTokenResponse {
  token: string;
  message: string;
}

export interface RegisterRequest {
  username: string;
  lastname: string;
  password: string;
  email: string;
  contact: string;
  /** The language the student registered in: the apps and the mails speak it (default English). */
  locale?: Locale;
}

export interface ResetPasswordRequest {
  email: string;
}

export interface ResetPasswordConfirmRequest {
  token: string;
  password: string;
}

/** POST /api/sign-in/unlock: the token of the mailed unlock link. */
export interface UnlockSignInRequest {
  token: string;
}

export interface MessageResponse {
  message: string;
}

export interface AdminLoginRequest {
  username: string;
  password: string;
}

export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface AdminLoginResponse {
  token: string;
  role: StaffRole;
  username: string;
  message: string;
}
