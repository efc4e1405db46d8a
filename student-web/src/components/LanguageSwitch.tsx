import TranslateIcon from '@mui/icons-material/Translate';
import type { Locale } from '@academy/contracts';
import { isLocale, LOCALES } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';
import { PreferenceMenu } from './PreferenceMenu';

interface LanguageSwitchProps {
  /** Also told of the choice: the signed-in area keeps it on the student's account. */
  onChosen?: (locale: Locale) => void;
}

/** English or Russian, each named in its own language; the whole app switches at once. */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
  return (
    <PreferenceMenu
      label={t('language.label')}
      icon={<TranslateIcon />}
      options={LOCALES.map((locale) => ({
        value: locale,
        label: t(`language.${locale}`),
        lang: locale,
      }))}
      value={current}
      onChange={(locale) => {
        void changeLocale(locale);
        onChosen?.(locale);
      }}
    />
  );
}
