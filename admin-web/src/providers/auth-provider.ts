import { HttpError, type AuthProvider } from 'react-admin';
import type { AdminLoginResponse, ApiError, StaffRole } from '@academy/contracts';
import { API_BASE_URL } from '../config/env';
import { staffSession } from './staff-session';
import { canStaffAccess } from './access-control';

/** Staff sign-in against POST /api/admin/login; the token lives apart from the students' one. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let response: Response;
    try {
      response = await fetch(`${API_BASE_URL}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username, password }),
      });
    } catch {
      throw new Error('ra.auth.network_error');
    }
    if (response.status === 400 || response.status === 401) {
      throw new Error('ra.auth.sign_in_error');
    }
    // A locked account is not a wrong password: the answer's code says so, for the page to word.
    if (response.status === 429) {
      const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
      throw new HttpError(body?.message ?? 'ra.auth.sign_in_error', response.status, body);
    }
    if (!response.ok) throw new Error('ra.auth.network_error');
    const body = (await response.json()) as AdminLoginResponse;
    staffSession.save(body);
  },
  logout() {
    staffSession.clear();
    return Promise.resolve();
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
