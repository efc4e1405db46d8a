import type { StaffRole } from '@academy/contracts';

/**
 * What each role may do in the back office; the API enforces the same rules.
 * support: list, search and show users, change balances (one or many), create overdrafts,
 * export, send password resets, and see statistics. admin: everything.
 */
const SUPPORT_ALLOWED: Record<string, readonly string[]> = {
  users: ['list', 'show', 'export', 'balance', 'bulk-balance', 'overdraft', 'password-reset'],
  statistics: ['list'],
};

export function canStaffAccess(role: StaffRole, resource: string, action: string): boolean {
  if (role === 'admin') return true;
  return SUPPORT_ALLOWED[resource]?.includes(action) ?? false;
}
