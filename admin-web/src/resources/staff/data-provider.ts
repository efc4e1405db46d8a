import type { MessageResponse, StaffSecuritySettings, StaffSession } from '@academy/contracts';
import { ADMIN_API, json, type AdminHttp } from '../../providers/admin-http';

/** The staff accounts' calls that are not plain CRUD. */
export interface StaffDataProvider {
  /** Sets a staff account's password; its sessions end. */
  setStaffPassword(id: number, password: string): Promise<MessageResponse>;
  /** The account's open back-office sessions, the latest used first. */
  getStaffSessions(id: number): Promise<StaffSession[]>;
  /** Ends one of them: its token stops working at once. */
  endStaffSession(id: number, sessionId: string): Promise<void>;
  /** Turns the account's two-factor sign-in off; it enrols again when the academy requires it. */
  resetStaffTwoFactor(id: number): Promise<void>;
  getSecuritySettings(): Promise<StaffSecuritySettings>;
  setSecuritySettings(settings: StaffSecuritySettings): Promise<StaffSecuritySettings>;
}

export function staffDataProvider({ request, httpClient }: AdminHttp): StaffDataProvider {
  return {
    setStaffPassword: (id, password) =>
      request<MessageResponse>(`${ADMIN_API}/staff/${id}/password`, json({ password })),
    getStaffSessions: (id) => request<StaffSession[]>(`${ADMIN_API}/staff/${id}/sessions`),
    endStaffSession: async (id, sessionId) => {
      await httpClient(`${ADMIN_API}/staff/${id}/sessions/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
      });
    },
    resetStaffTwoFactor: async (id) => {
      await httpClient(`${ADMIN_API}/staff/${id}/2fa`, { method: 'DELETE' });
    },
    getSecuritySettings: () => request<StaffSecuritySettings>(`${ADMIN_API}/settings/security`),
    setSecuritySettings: (settings) =>
      request<StaffSecuritySettings>(`${ADMIN_API}/settings/security`, {
        method: 'PUT',
        body: JSON.stringify(settings),
      }),
  };
}
