import type { SignInSession } from './auth.js';
import type { Locale } from './locale.js';

/** PUT /api/user/password: the current password proves it is the student, not a borrowed session. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * PATCH /api/user: any of the fields, each by the registration rules; answers the updated user.
 * The e-mail is not among them: a new address takes effect only through its confirmation link.
 */
export interface UpdateProfileRequest {
  username?: string;
  lastname?: string;
  contact?: string;
  locale?: Locale;
}

/**
 * POST /api/user/email: mails a confirmation link to the new address (202 with a message), and to
 * the current one a notice with a link that restores it. The current password proves it is the
 * student, not a borrowed session.
 */
export interface ChangeEmailRequest {
  email: string;
  currentPassword: string;
}

/** POST /api/user/email/confirm (no token needed: the link is opened from the mail). */
export interface ConfirmEmailRequest {
  token: string;
}

/** POST /api/user/email/verify: the token of the mailed verification link (no session needed). */
export interface VerifyEmailRequest {
  token: string;
}

/**
 * POST /api/user/email/restore: the token of the link in the notice sent to the old address;
 * the address comes back, every session ends and a password reset link is mailed to it.
 */
export interface RestoreEmailRequest {
  token: string;
}

/** One signed-in device, in GET /api/user/sessions (newest activity first). */
export type StudentSession = SignInSession;

export interface SessionsEnvelope {
  status: 200;
  data: StudentSession[];
}

/** PUT /api/lessons/:id/progress. `completed` is sticky: once true, a later false does not undo it. */
export interface LessonProgressRequest {
  positionSeconds: number;
  completed?: boolean;
}

export interface LessonProgress {
  lessonId: number;
  positionSeconds: number;
  completed: boolean;
  updatedAt: string;
}

/** A lesson counts as watched once this share of it has played. */
export const LESSON_COMPLETION_SHARE = 0.9;

/** How often the player saves the position while a lesson plays. */
export const LESSON_PROGRESS_SAVE_SECONDS = 10;

/** The furthest position the API stores: a day, far beyond any lesson. Fractions of a second are kept. */
export const LESSON_POSITION_MAX_SECONDS = 24 * 60 * 60;
