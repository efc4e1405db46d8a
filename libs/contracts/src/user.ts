import type { Locale } from './locale.js';

export const COURSE_PRESETS = ['NONE', 'SILVER', 'GOLD', 'PLATINUM'] as const;
export type CoursePreset = (typeof COURSE_PRESETS)[number];

export interface User {
  id: number;
  user_id: number;
  username: string;
  lastname: string;
  email: string;
  contact: string;
  balance: number;
  /** A preset, a free-text custom name, or empty for no course. */
  course: string;
  overdraft: boolean;
  overdraft_expires_at: string | null;
  avatar: string | null;
  created_at: string;
  last_activity: string | null;
  /**
   * The language the student chose in the account screen; null until they choose one, and the
   * apps then follow the device's language.
   */
  locale: Locale | null;
  /** The student opened the link mailed to their e-mail (or staff confirmed it). */
  emailVerified: boolean;
  /** A new e-mail waiting for its confirmation link to be opened. */
  pending_email: string | null;
}

export interface UserEnvelope {
  status: 200;
  data: User;
}

export interface UsersEnvelope {
  status: 200;
  data: User[];
  total: number;
}
