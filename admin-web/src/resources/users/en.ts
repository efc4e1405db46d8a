/**
 * The users' columns, which react-admin finds as `resources.users.fields.<source>`
 * (SPEC.md's exact words).
 */
export const fields = {
  id: 'ID',
  username: 'First Name',
  lastname: 'Last Name',
  email: 'Email',
  contact: 'Phone',
  balance: 'Balance',
  course: 'Course',
  overdraft: 'Overdraft',
  created_at: 'Created',
  last_activity: 'Last Activity',
  actions: 'Actions',
};

/** The other English texts of this part of the back office, as `academy.users.*`. */
export const en = {
  title: 'Users',
  tiles: {
    label: 'Summary',
    totalUsers: 'Total Users',
    totalBalance: 'Total Balance',
    activeCourses: 'Active Courses',
    noCourse: 'No Course',
  },
  search: 'Search by ID, email or phone...',
  money: {
    positive: '$%{amount}',
    negative: '-$%{amount}',
  },
  yesNo: { yes: 'Yes', no: 'No' },
  relativeTime: {
    justNow: 'just now',
    minutes: '%{count}m ago',
    hours: '%{count}h ago',
    days: '%{count}d ago',
  },
  activity: {
    online: 'Online',
    recent: 'Recent',
    inactive: 'Inactive',
    away: 'Not logged in 2+ days',
    none: 'No Data',
  },
  pagination: {
    label: 'Pages',
    range: 'Showing %{from} - %{to} of %{count} users',
    back: 'Back',
    next: 'Next',
  },
  course: {
    NONE: 'No Course',
    SILVER: 'SILVER',
    GOLD: 'GOLD',
    PLATINUM: 'PLATINUM',
    CUSTOM: 'Custom Option',
  },
  actions: {
    cancel: 'Cancel',
    save: 'Save',
    back: 'Back',
    next: 'Next',
    confirm: 'Confirm',
    close: 'Close',
    changeBalance: 'Change balance',
    passwordReset: 'Send password reset',
    selectCourse: 'Select course',
    createOverdraft: 'Create overdraft',
    delete: 'Delete',
    export: 'Export CSV',
  },
  balanceDialog: {
    title: 'Change balance of user %{id}',
    amount: 'Balance (USD)',
    invalid: 'Enter an amount of 0 or more with at most two decimals',
    adds: 'Adds %{amount} to the balance as it is when saved',
    subtracts: 'Subtracts %{amount} from the balance as it is when saved',
    unchanged: 'No change',
  },
  courseDialog: {
    title: 'Select course for user %{id}',
    name: 'Course name',
  },
  deleteDialog: {
    title: 'Delete user %{id}',
    question: 'Are you sure you want to delete this user?',
  },
  overdraftDialog: {
    title: 'Create overdraft for user %{id}',
    question: 'Give this user the $500 trial overdraft for 3 days?',
  },
  passwordReset: {
    sent: 'Password reset instructions sent to the user',
  },
  bulk: {
    selectAllMatching: 'Select all %{smart_count} users matching this search',
    allMatchingSelected: 'All %{smart_count} users matching this search are selected',
    changeBalances: 'Change balances',
    title: 'Change balances',
    mode: 'Change',
    set: 'Set to',
    add: 'Add',
    amount: 'Amount (USD)',
    invalidSet: 'Enter an amount of 0 or more with at most two decimals',
    invalidAdd: 'Enter an amount with at most two decimals',
    preview:
      'Change the balance of %{smart_count} user by %{total} in total? |||| Change the balance of %{smart_count} users by %{total} in total?',
    succeeded: 'Balances changed: %{count}',
    failed: 'Not changed: %{count}',
    failure: 'User %{id}: %{message}',
  },
  errors: {
    load: 'Error loading users',
    format: 'Invalid data format',
    summary: 'Error loading data',
    balance: 'Error updating balance',
    course: 'Error updating course',
    delete: 'Error deleting user',
    overdraft: 'Error creating overdraft',
    passwordReset: 'Error sending password reset',
    bulk: 'Error updating balances',
    export: 'Error exporting users',
  },
};
