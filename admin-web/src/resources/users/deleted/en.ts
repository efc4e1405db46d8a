// SPEC.md has no texts for deleted users; these follow its wording.

/** The deleted users' columns, which react-admin finds as `resources.deleted-users.fields.<source>`. */
export const fields = {
  id: 'ID',
  email: 'Email',
  username: 'Name',
  balance: 'Balance',
  deleted_at: 'Deleted',
  purge_at: 'Personal data removed',
  actions: 'Actions',
};

/** The other English texts of the deleted users, as `academy.deletedUsers.*`. */
export const en = {
  title: 'Deleted users',
  help: 'Deleted users can be restored for 30 days; after that their personal data is removed.',
  restore: 'Restore',
  restored: 'User %{email} restored',
  errors: {
    restore: 'The user could not be restored',
    emailTaken: 'A new account uses this e-mail now: the deleted user cannot be restored',
    restoreWindow:
      'Only users deleted in the last day can be restored |||| Only users deleted in the last %{smart_count} days can be restored',
  },
};
