import type { Locale } from './locale.js';

export interface LoginRequest {
  email: string;
  password: string;
  /** The language the app is shown in on this device: mails follow it until a language is chosen. */
  deviceLocale?: Locale;
  /** This device's IANA time zone: the student's receipts are dated in it. */
  deviceTimeZone?: string;
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
  /** A language the student chose: the apps and the mails speak it on every device. */
  locale?: Locale;
  /** The language the app is shown in on this device: mails follow it until a language is chosen. */
  deviceLocale?: Locale;
  /** This device's IANA time zone: the student's receipts are dated in it. */
  deviceTimeZone?: string;
  /** The referral code of the link the student came from; an unknown one is ignored. */
  ref?: string;
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

/** One open sign-in of an account (a student's or a staff member's), as its device list shows it. */
export interface SignInSession {
  id: string;
  /** From the sign-in's User-Agent, e.g. "Chrome on Windows"; "Unknown device" without one. */
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the token that asked. */
  current: boolean;
}
