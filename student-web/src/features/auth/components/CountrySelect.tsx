import { Autocomplete, TextField } from '@mui/material';
import { DEFAULT_LOCALE, isLocale, PREFERRED_PHONE_COUNTRIES, type Locale } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  type Country,
} from 'react-phone-number-input';
import englishLabels from 'react-phone-number-input/locale/en';
import russianLabels from 'react-phone-number-input/locale/ru';

/** The library's country names in each language of the app. */
export const PHONE_LABELS: Record<Locale, typeof englishLabels> = {
  en: englishLabels,
  ru: russianLabels,
};

const countryName = (country: Country, locale: Locale): string =>
  PHONE_LABELS[locale][country] ?? country;

// The library's functions take extra optional arguments, so they are not passed to filter() bare.
const preferred = PREFERRED_PHONE_COUNTRIES.map((code) => code.toUpperCase()).filter(
  (code): code is Country => isSupportedCountry(code),
);

/** The preferred countries first, in their order, then every other country by its name. */
function countryOptions(locale: Locale): readonly Country[] {
  const collator = new Intl.Collator(locale);
  return [
    ...preferred,
    ...getCountries()
      .filter((country) => !preferred.includes(country))
      .sort((a, b) => collator.compare(countryName(a, locale), countryName(b, locale))),
  ];
}

export const COUNTRY_OPTIONS: Record<Locale, readonly Country[]> = {
  en: countryOptions('en'),
  ru: countryOptions('ru'),
};

/** "Germany +49" ("Германия +49"): searching matches the name or the calling code. */
export const countryOptionLabel = (country: Country, locale: Locale): string =>
  `${countryName(country, locale)} +${getCountryCallingCode(country)}`;

/** The app's current language, as the country list knows it. */
export function usePhoneLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

/** The props react-phone-number-input hands its `countrySelectComponent`. */
interface CountrySelectProps {
  value?: Country;
  onChange: (country?: Country) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

/** The phone input's country picker: a searchable list instead of the library's plain select. */
export function CountrySelect({ value, onChange, disabled, readOnly }: CountrySelectProps) {
  const { t } = useTranslation('auth');
  const locale = usePhoneLocale();
  return (
    <Autocomplete
      options={COUNTRY_OPTIONS[locale]}
      value={value ?? null}
      onChange={(_event, country) => onChange(country ?? undefined)}
      getOptionLabel={(country) => countryOptionLabel(country, locale)}
      autoHighlight
      disabled={disabled}
      readOnly={readOnly}
      noOptionsText={t('register.noCountries')}
      slotProps={{ popper: { sx: { minWidth: 300 } } }}
      renderInput={(params) => <TextField {...params} label={t('fields.country')} />}
    />
  );
}
