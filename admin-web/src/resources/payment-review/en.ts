/** The review text's English texts, as `academy.paymentReview.*`. */
export const en = {
  title: 'What students read while a payment waits',
  help: 'Shown with every pending manual payment: what happens next and how long it usually takes. Empty: the app’s own words.',
  english: 'In English',
  russian: 'In Russian',
  tooLong: 'At most %{max} characters.',
  save: 'Save',
  saved: 'The text is saved',
  readOnly: 'Only staff who confirm payments can change this text.',
  loadError: 'Error loading the text',
};
