/** English texts of the audit trail (SPEC.md has none; these follow its wording). */
export const en = {
  title: 'Audit',
  fields: {
    created_at: 'When',
    actor: 'Staff member',
    action: 'Action',
    targetUserId: 'User',
    change: 'Before → after',
  },
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
  },
  filterByUser: 'Show the changes to user %{id}',
  changeText: '%{before} → %{after}',
  nothing: '—',
};
