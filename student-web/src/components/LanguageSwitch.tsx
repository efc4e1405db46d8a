import TranslateIcon from '@mui/icons-material/Translate';
import { isLocale, LOCALES } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';
import { PreferenceMenu } from './PreferenceMenu';

/** English or Russian, each named in its own language; the whole app switches at once. */
export function LanguageSwitch() {
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
      onChange={(locale) => void changeLocale(locale)}
    />
  );
}
