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
  },
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
  },
  filterByUser: 'Show the changes to user %{id}',
  changeText: '%{before} → %{after}',
  nothing: '—',
};
