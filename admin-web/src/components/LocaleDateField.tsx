import { DateField, useLocale, type DateFieldProps } from 'react-admin';

/**
 * react-admin's DateField in the staff member's language: DateField alone formats in the
 * browser's, which differs once the language is switched in the back office.
 */
export function LocaleDateField(props: Omit<DateFieldProps, 'locales'>) {
  const locale = useLocale();
  return <DateField {...props} locales={locale} />;
}
