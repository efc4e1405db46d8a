// SPEC.md has no texts for the audit trail; these follow its wording.

/** The audit trail's columns, which react-admin finds as `resources.audit.fields.<source>`. */
export const fields = {
  created_at: 'When',
  actor: 'Staff member',
  action: 'Action',
  targetUserId: 'User',
  change: 'Before → after',
};

/** The other English texts of the audit trail, as `academy.audit.*`. */
export const en = {
  title: 'Audit',
  filters: {
    targetUserId: 'User ID',
    actor: 'Staff username',
    action: 'Action',
    from: 'From',
    to: 'To',
  },
  export: 'Export CSV',
  errors: { export: 'Error exporting the audit log' },
  actions: {
    balance: 'Balance',
    course: 'Course',
    account: 'Account',
    delete: 'Delete',
    overdraft: 'Overdraft',
    payment_confirm: 'Payment confirmed',
    payment_reject: 'Payment rejected',
    payment_refund: 'Payment refunded',
    sign_in_unlock: 'Sign-in unlocked',
    users_export: 'Users exported',
    payment_deleted_account: 'Payment for a deleted account',
    payment_export: 'Payments exported',
    password_reset: 'Password reset sent',
    staff_sign_in: 'Staff signed in',
    staff_sign_in_failed: 'Staff sign-in failed',
    staff_create: 'Staff account created',
    staff_role: 'Staff role changed',
    staff_disable: 'Staff account disabled',
    staff_enable: 'Staff account enabled',
    staff_password: 'Staff password set',
    audit_export: 'Audit exported',
    bulk_balance_start: 'Bulk balance change started',
    bulk_balance_finish: 'Bulk balance change ended',
    user_restore: 'User restored',
    user_purge: 'Personal data removed',
    api_key_create: 'API key created',
    api_key_revoke: 'API key revoked',
    webhook_create: 'Webhook endpoint added',
    webhook_update: 'Webhook endpoint changed',
    webhook_delete: 'Webhook endpoint removed',
  },
  filterByUser: 'Show the changes to user %{id}',
  changeText: '%{before} → %{after}',
  nothing: '—',
};
