import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PreferenceMenu } from './PreferenceMenu';

const MODES = ['system', 'light', 'dark'] as const;
type Mode = (typeof MODES)[number];

const ICONS: Record<Mode, typeof DarkModeIcon> = {
  system: BrightnessAutoIcon,
  light: LightModeIcon,
  dark: DarkModeIcon,
};

/** Light, dark or the device's own setting; MUI keeps the choice on this device. */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const Icon = ICONS[mode ?? 'system'];
  return (
    <PreferenceMenu
      label={t('colorScheme.label')}
      icon={<Icon />}
      options={MODES.map((value) => ({ value, label: t(`colorScheme.${value}`) }))}
      value={mode}
      onChange={setMode}
    />
  );
}
