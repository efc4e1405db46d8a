import { Autocomplete, TextField } from '@mui/material';
import { PREFERRED_PHONE_COUNTRIES } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  type Country,
} from 'react-phone-number-input';
import labels from 'react-phone-number-input/locale/en';

const countryName = (country: Country): string => labels[country] ?? country;

// The library's functions take extra optional arguments, so they are not passed to filter() bare.
const preferred = PREFERRED_PHONE_COUNTRIES.map((code) => code.toUpperCase()).filter(
  (code): code is Country => isSupportedCountry(code),
);

/** The preferred countries first, in their order, then every other country by name. */
export const COUNTRY_OPTIONS: readonly Country[] = [
  ...preferred,
  ...getCountries()
    .filter((country) => !preferred.includes(country))
    .sort((a, b) => countryName(a).localeCompare(countryName(b))),
];

/** "Germany +49": searching matches the name or the calling code. */
export const countryOptionLabel = (country: Country): string =>
  `${countryName(country)} +${getCountryCallingCode(country)}`;

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
  return (
    <Autocomplete
      options={COUNTRY_OPTIONS}
      value={value ?? null}
      onChange={(_event, country) => onChange(country ?? undefined)}
      getOptionLabel={countryOptionLabel}
      autoHighlight
      disabled={disabled}
      readOnly={readOnly}
      noOptionsText={t('register.noCountries')}
      slotProps={{ popper: { sx: { minWidth: 300 } } }}
      renderInput={(params) => <TextField {...params} label={t('fields.country')} />}
    />
  );
}
