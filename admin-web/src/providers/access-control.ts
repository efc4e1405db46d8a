import { roleHasPermission, type StaffPermission, type StaffRole } from '@academy/contracts';

/**
 * What each back-office resource action needs, in the API's own permission names: the role
 * table itself (STAFF_PERMISSIONS in @academy/contracts) is shared with the API's guards.
 */
const ACTION_PERMISSIONS: Record<string, Record<string, StaffPermission>> = {
  users: {
    list: 'users:read',
    show: 'users:read',
    export: 'users:read',
    balance: 'balances:write',
    'bulk-balance': 'balances:write',
    overdraft: 'balances:write',
    'password-reset': 'passwords:reset',
    'verify-email': 'users:write',
    edit: 'users:write',
    course: 'users:write',
    delete: 'users:write',
  },
  payments: {
    list: 'payments:read',
    show: 'payments:read',
    export: 'payments:read',
    confirm: 'payments:write',
    reject: 'payments:write',
    refund: 'payments:refund',
  },
  statistics: { list: 'stats:read' },
  dashboard: { list: 'payments:read' },
  referrals: { list: 'payments:read', edit: 'promotions:manage' },
  audit: { list: 'audit:read', show: 'audit:read', export: 'audit:read' },
  'user-audit': { list: 'users:read' },
  staff: {
    list: 'staff:manage',
    show: 'staff:manage',
    create: 'staff:manage',
    edit: 'staff:manage',
    password: 'staff:manage',
  },
  'deleted-users': { list: 'users:write', restore: 'users:write' },
  certificates: { list: 'users:read', revoke: 'users:write' },
  'api-keys': { list: 'api-keys:manage', create: 'api-keys:manage', delete: 'api-keys:manage' },
  webhooks: {
    list: 'webhooks:manage',
    show: 'webhooks:manage',
    create: 'webhooks:manage',
    edit: 'webhooks:manage',
    delete: 'webhooks:manage',
    test: 'webhooks:manage',
    retry: 'webhooks:manage',
  },
  'promo-codes': {
    list: 'promotions:read',
    show: 'promotions:read',
    create: 'promotions:manage',
    edit: 'promotions:manage',
    delete: 'promotions:manage',
  },
  ...Object.fromEntries(
    ['tiers', 'books', 'lessons'].map((resource) => [
      resource,
      {
        list: 'catalogue:read',
        show: 'catalogue:read',
        create: 'catalogue:write',
        edit: 'catalogue:write',
        delete: 'catalogue:write',
      } satisfies Record<string, StaffPermission>,
    ]),
  ),
};

/** An action the table does not name is refused, whatever the role. */
export function canStaffAccess(role: StaffRole, resource: string, action: string): boolean {
  const permission = ACTION_PERMISSIONS[resource]?.[action];
  return permission !== undefined && roleHasPermission(role, permission);
}
