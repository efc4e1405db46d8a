import { HttpError, type AuthProvider } from 'react-admin';
import type { AdminLoginResponse, StaffRole } from '@academy/contracts';
import {
  endSession,
  signInWithCode,
  signInWithPassword,
  TwoFactorStep,
} from '../two-factor/sign-in-steps';
import { staffSession } from './staff-session';
import { canStaffAccess } from './access-control';

/** What the sign-in page hands to login: the password, a second-step code, or a finished enrolment. */
export type StaffLoginParams =
  | { username: string; password: string }
  | { challenge: string; code: string }
  | { signedIn: AdminLoginResponse };

async function passwordStep(username: string, password: string): Promise<AdminLoginResponse> {
  try {
    const answer = await signInWithPassword(username, password);
    if ('token' in answer) return answer;
    throw new TwoFactorStep(answer);
  } catch (failure) {
    if (!(failure instanceof HttpError)) throw failure;
    if (failure.status === 400 || failure.status === 401) {
      throw new Error('ra.auth.sign_in_error', { cause: failure });
    }
    // A locked account is not a wrong password: the answer's code says so, for the page to word.
    if (failure.status === 429) throw failure;
    throw new Error('ra.auth.network_error', { cause: failure });
  }
}

/**
 * Staff sign-in against POST /api/admin/login (and /login/2fa for the second step); the token
 * lives apart from the students' one. Logout ends the session on the API as well.
 */
export const authProvider: AuthProvider = {
  async login(params: StaffLoginParams) {
    if ('signedIn' in params) staffSession.save(params.signedIn);
    else if ('challenge' in params) {
      staffSession.save(await signInWithCode(params.challenge, params.code));
    } else staffSession.save(await passwordStep(params.username, params.password));
  },
  async logout() {
    const session = staffSession.get();
    staffSession.clear();
    if (session) await endSession(session.token);
  },
  checkAuth() {
    if (staffSession.isValid()) return Promise.resolve();
    staffSession.clear();
    return Promise.reject(new Error('ra.auth.auth_check_error'));
  },
  checkError(error: { status?: number }) {
    if (error?.status !== 401) return Promise.resolve();
    staffSession.clear();
    return Promise.reject(new Error('ra.auth.auth_check_error'));
  },
  getIdentity() {
    const session = staffSession.get();
    if (!session) return Promise.reject(new Error('ra.auth.auth_check_error'));
    return Promise.resolve({ id: session.username, fullName: session.username });
  },
  getPermissions(): Promise<StaffRole | undefined> {
    return Promise.resolve(staffSession.get()?.role);
  },
  canAccess({ resource, action }) {
    const role = staffSession.get()?.role;
    return Promise.resolve(role ? canStaffAccess(role, resource, action) : false);
  },
};
