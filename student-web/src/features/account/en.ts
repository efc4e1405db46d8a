/** English texts of the account screens (SPEC.md's exact words). */
export const en = {
  title: 'Account Information',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  notSpecified: 'Not specified',
  created: 'Account created {{day}} {{month}} {{year}}',
};
