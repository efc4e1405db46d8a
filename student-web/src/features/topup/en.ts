/** English texts of the topup screens (SPEC.md's exact words). */
export const en = {
  title: 'Top Up Balance',
  close: 'Close',
  presetsLabel: 'Amount',
  preset: '${{amount}}',
  customAmount: 'Custom amount',
  customAmountRange: 'Enter a whole amount from ${{min, number}} to ${{max, number}}',
  cancel: 'Cancel',
  continue: 'Continue',
};
