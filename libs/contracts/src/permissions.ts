import type { StaffRole } from './auth.js';

/**
 * The one role table: what each staff role may do. The API's guards, the back office's access
 * control and (later) API-key scopes all read it, so a rule changes in one place.
 */
export const STAFF_PERMISSIONS = {
  /** List, search, show and export users; their ledger, payments and audit on the user page. */
  'users:read': ['admin', 'support'],
  /** Edit an account, change its course, delete it, restore a deleted one. */
  'users:write': ['admin'],
  /** Change balances (one or many) and grant the trial overdraft. */
  'balances:write': ['admin', 'support'],
  /** Send a student a password-reset mail. */
  'passwords:reset': ['admin', 'support'],
  /** List, show and export payments, open their receipts. */
  'payments:read': ['admin', 'support'],
  /** Confirm or reject a pending payment. */
  'payments:write': ['admin', 'support'],
  /** Refund a paid payment (and reverse its credit). */
  'payments:refund': ['admin'],
  /** The statistics page: summary, registrations, revenue. */
  'stats:read': ['admin', 'support'],
  /** The audit log of staff actions. */
  'audit:read': ['admin'],
  /** Staff accounts: list, create, change role, disable or enable, set a password, lift the failed
   * sign-in limits of a staff username. */
  'staff:manage': ['admin'],
  /** Outbound webhook subscriptions. */
  'webhooks:manage': ['admin'],
  /** Integrators' API keys. */
  'api-keys:manage': ['admin'],
  /** The catalogue as staff see it: tiers, books and lessons, unpublished and archived ones too. */
  'catalogue:read': ['admin', 'support'],
  /** Create, change, reorder, publish and delete tiers, books and lessons, and upload their files. */
  'catalogue:write': ['admin'],
  /** Promo codes as staff see them (their settings, uses, revenue and discount given), and the
   * referral programme's settings. */
  'promotions:read': ['admin', 'support'],
  /** Create, change, deactivate and delete promo codes; change the referral programme. */
  'promotions:manage': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function roleHasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export function rolesWithPermission(permission: StaffPermission): StaffRole[] {
  return [...STAFF_PERMISSIONS[permission]];
}
