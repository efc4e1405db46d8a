// SPEC.md has no texts for staff accounts; these follow its wording.

/** The staff accounts' fields, which react-admin finds as `resources.staff.fields.<source>`. */
export const fields = {
  username: 'Username',
  role: 'Role',
  disabled: 'Disabled',
  status: 'Status',
  lastSignInAt: 'Last sign-in',
  createdAt: 'Created',
  password: 'Initial password',
  actions: 'Actions',
};

/** The other English texts of the staff accounts, as `academy.staff.*`. */
export const en = {
  title: 'Staff accounts',
  create: 'New staff account',
  edit: 'Staff account %{username}',
  never: 'Never',
  status: { active: 'Active', disabled: 'Disabled' },
  disabledHelp: 'A disabled account cannot sign in, and its open sessions end at once.',
  roleHelp: 'A new role takes effect at once: the account signs in again.',
  actions: { edit: 'Change role or state', password: 'Set a password' },
  password: {
    title: 'New password for %{username}',
    label: 'New password',
    help: 'At least %{min} characters. The account is signed out everywhere.',
    submit: 'Set password',
    cancel: 'Cancel',
    done: 'Password changed',
  },
  validation: {
    username: 'The username must be 3 to 100 letters, digits or . _ @ -',
    passwordLength: 'The password must be at least %{min} characters long',
  },
  saved: 'Staff account saved',
  errors: {
    password: 'The password could not be changed',
    save: 'The staff account could not be saved',
    usernameTaken: 'A staff account with this username already exists',
    lastAdmin: 'This is the last active admin: make another admin first',
  },
};
