// SPEC.md has no texts for staff accounts; these follow its wording.

/** The staff accounts' fields, which react-admin finds as `resources.staff.fields.<source>`. */
export const fields = {
  username: 'Username',
  role: 'Role',
  disabled: 'Disabled',
  status: 'Status',
  lastSignInAt: 'Last sign-in',
  twoFactorEnabled: 'Two-factor',
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
    help: 'At least %{min} characters. Its open sessions end (for your own account, all but this one).',
    submit: 'Set password',
    cancel: 'Cancel',
    done: 'Password changed',
  },
  validation: {
    username: 'The username must be 3 to 100 letters, digits or . _ @ -',
    passwordLength: 'The password must be at least %{min} characters long',
  },
  sessions: {
    title: 'Open sessions',
    none: 'No open sessions',
    current: 'This session',
    details: 'IP %{ip} · signed in %{createdAt} · last seen %{lastSeenAt}',
    end: 'End this session',
    ended: 'Session ended',
    loadError: 'The sessions could not be loaded',
    endError: 'The session could not be ended',
  },
  twoFactor: {
    title: 'Two-factor sign-in',
    on: 'On',
    off: 'Off',
    reset: 'Reset two-factor sign-in',
    confirmTitle: 'Reset two-factor sign-in of %{username}?',
    confirmText:
      'The account signs in with its password alone until it sets two-factor sign-in up again (at once, when the academy requires it). Its recovery codes stop working.',
    resetDone: 'Two-factor sign-in reset',
    resetError: 'Two-factor sign-in could not be reset',
  },
  security: {
    require: 'Require two-factor sign-in',
    help: 'Every staff account must use two-factor sign-in; one without it sets it up after its password at the next sign-in.',
    requiredOn: 'Two-factor sign-in is now required for all staff',
    requiredOff: 'Two-factor sign-in is no longer required',
    error: 'The setting could not be saved',
  },
  saved: 'Staff account saved',
  errors: {
    password: 'The password could not be changed',
    save: 'The staff account could not be saved',
    usernameTaken: 'A staff account with this username already exists',
    lastAdmin: 'This is the last active admin: make another admin first',
  },
};
