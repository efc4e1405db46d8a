import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { REGISTRATION_PERIODS, type RegistrationPeriod } from '@academy/contracts';
import { useTypedTranslate } from '../i18n/use-typed-translate';

interface PeriodPickerProps {
  value: RegistrationPeriod;
  onChange: (period: RegistrationPeriod) => void;
}

/** Day, Week, Month, Year: exactly one is pressed (aria-pressed), never none. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const translate = useTypedTranslate();
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      color="primary"
      aria-label={translate('academy.statistics.period')}
      onChange={(_event, next: RegistrationPeriod | null) => {
        if (next) onChange(next);
      }}
    >
      {REGISTRATION_PERIODS.map((period) => (
        <ToggleButton key={period} value={period} sx={{ px: 2 }}>
          {translate(`academy.statistics.periods.${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
