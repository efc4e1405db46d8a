import { canStaffAccess } from './access-control';

describe(canStaffAccess.name, () => {
  // resource, action, admin may, support may
  const table: [string, string, boolean, boolean][] = [
    ['users', 'list', true, true],
    ['users', 'show', true, true],
    ['users', 'balance', true, true],
    ['users', 'bulk-balance', true, true],
    ['users', 'overdraft', true, true],
    ['users', 'export', true, true],
    ['users', 'password-reset', true, true],
    ['users', 'verify-email', true, false],
    ['users', 'edit', true, false],
    ['users', 'course', true, false],
    ['users', 'delete', true, false],
    ['payments', 'list', true, true],
    ['payments', 'show', true, true],
    ['payments', 'export', true, true],
    ['payments', 'confirm', true, true],
    ['payments', 'reject', true, true],
    ['payments', 'refund', true, false],
    ['statistics', 'list', true, true],
    ['audit', 'list', true, false],
    ['audit', 'show', true, false],
    ['audit', 'export', true, false],
    ['staff', 'list', true, false],
    ['staff', 'show', true, false],
    ['staff', 'create', true, false],
    ['staff', 'edit', true, false],
    ['staff', 'password', true, false],
    ['api-keys', 'list', true, false],
    ['api-keys', 'create', true, false],
    ['api-keys', 'delete', true, false],
    ['deleted-users', 'list', true, false],
    ['deleted-users', 'restore', true, false],
    ['webhooks', 'list', true, false],
    ['webhooks', 'show', true, false],
    ['webhooks', 'create', true, false],
    ['webhooks', 'edit', true, false],
    ['webhooks', 'delete', true, false],
    ['webhooks', 'test', true, false],
    ['webhooks', 'retry', true, false],
    ['promo-codes', 'list', true, true],
    ['promo-codes', 'show', true, true],
    ['promo-codes', 'create', true, false],
    ['promo-codes', 'edit', true, false],
    ['promo-codes', 'delete', true, false],
    ...['tiers', 'books', 'lessons'].flatMap((resource) =>
      ['list', 'show', 'create', 'edit', 'delete'].map(
        (action) =>
          [resource, action, true, action === 'list' || action === 'show'] as [
            string,
            string,
            boolean,
            boolean,
          ],
      ),
    ),
  ];

  it.each(table)('%s / %s: admin %s, support %s', (resource, action, admin, support) => {
    expect(canStaffAccess('admin', resource, action)).toBe(admin);
    expect(canStaffAccess('support', resource, action)).toBe(support);
  });

  it('refuses anyone an action the table does not name, such as a new resource', () => {
    expect(canStaffAccess('support', 'integrations', 'list')).toBe(false);
    expect(canStaffAccess('admin', 'integrations', 'list')).toBe(false);
    expect(canStaffAccess('admin', 'webhooks', 'export')).toBe(false);
  });
});
