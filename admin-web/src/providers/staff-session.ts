import { STAFF_ROLES, type AdminLoginResponse, type StaffRole } from '@academy/contracts';

const STORAGE_KEY = 'adminToken';

export interface StaffSession {
  token: string;
  role: StaffRole;
  username: string;
}

function expiresAt(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** The admin token, stored under its own key: never the student app's 'token'. */
export const staffSession = {
  save({ token, role, username }: AdminLoginResponse): void {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ token, role, username } satisfies StaffSession),
    );
  },
  get(): StaffSession | null {
    try {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StaffSession | null;
      return stored && typeof stored.token === 'string' && STAFF_ROLES.includes(stored.role)
        ? stored
        : null;
    } catch {
      return null;
    }
  },
  /** A stored token that has not expired yet (the API still has the last word). */
  isValid(): boolean {
    const session = this.get();
    const expiry = session ? expiresAt(session.token) : null;
    return session !== null && (expiry === null || expiry > Date.now());
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEY);
  },
};
