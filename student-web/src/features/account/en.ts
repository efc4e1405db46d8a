/** English texts of the account screens (SPEC.md's exact words). */
export const en = {
  title: 'Account Information',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  notSpecified: 'Not specified',
  created: 'Account created {{day}} {{month}} {{year}}',
  payments: {
    title: 'Payments',
    loading: 'Loading payments',
    failed: 'Your payments could not be loaded. Please try again later.',
    empty: 'No payments yet.',
    date: 'Date',
    product: 'Product',
    amount: 'Amount',
    status: 'Status',
    topup: 'Balance top-up',
    money: '${{amount}}',
    statuses: {
      pending: 'Pending',
      paid: 'Paid',
      failed: 'Failed',
      cancelled: 'Cancelled',
    },
  },
};
