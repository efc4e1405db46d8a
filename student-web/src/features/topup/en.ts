/** English texts of the topup screens (SPEC.md's exact words). */
export const en = {
  title: 'Top Up Balance',
  close: 'Close',
  presetsLabel: 'Amount',
  preset: '{{amount, usdWhole}}',
  customAmount: 'Custom amount',
  customAmountRange: 'Enter a whole amount from {{min, usdWhole}} to {{max, usdWhole}}',
  cancel: 'Cancel',
  continue: 'Continue',
};
