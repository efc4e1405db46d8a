import type { MessageResponse } from '@academy/contracts';
import { ADMIN_API, json, type AdminHttp } from '../../providers/admin-http';

/** The staff accounts' calls that are not plain CRUD. */
export interface StaffDataProvider {
  /** Sets a staff account's password; its sessions end. */
  setStaffPassword(id: number, password: string): Promise<MessageResponse>;
}

export function staffDataProvider({ request }: AdminHttp): StaffDataProvider {
  return {
    setStaffPassword: (id, password) =>
      request<MessageResponse>(`${ADMIN_API}/staff/${id}/password`, json({ password })),
  };
}
