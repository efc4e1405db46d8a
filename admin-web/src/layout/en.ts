/** English texts of the sign-in page and the frame around every page (SPEC.md's exact words). */
export const en = {
  login: {
    title: 'Admin Panel Login',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign In',
    signingIn: 'Signing in...',
    invalidCredentials: 'Invalid username or password',
    serverError: 'Server error',
  },
  menu: {
    users: 'Users',
    payments: 'Payments',
    statistics: 'Statistics',
    referrals: 'Referrals',
    audit: 'Audit',
    staff: 'Staff',
    deletedUsers: 'Deleted users',
    apiKeys: 'API keys',
    webhooks: 'Webhooks',
    certificates: 'Certificates',
    tiers: 'Tiers and prices',
    books: 'Books',
    lessons: 'Lessons',
  },
  roles: {
    admin: 'Admin',
    support: 'Support',
  },
  signedInAs: 'Signed in as %{username}',
  role: 'Role: %{role}',
};
