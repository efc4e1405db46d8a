import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@academy/domain';
import { en as account } from '../features/account/en';
import { ru as accountRu } from '../features/account/ru';
import { en as activation } from '../features/activation/en';
import { ru as activationRu } from '../features/activation/ru';
import { en as auth } from '../features/auth/en';
import { ru as authRu } from '../features/auth/ru';
import { en as bonuses } from '../features/bonuses/en';
import { ru as bonusesRu } from '../features/bonuses/ru';
import { en as checkout } from '../features/checkout/en';
import { ru as checkoutRu } from '../features/checkout/ru';
import { en as dashboard } from '../features/dashboard/en';
import { ru as dashboardRu } from '../features/dashboard/ru';
import { en as education } from '../features/education/en';
import { ru as educationRu } from '../features/education/ru';
import { en as markets } from '../features/markets/en';
import { ru as marketsRu } from '../features/markets/ru';
import { en as topup } from '../features/topup/en';
import { ru as topupRu } from '../features/topup/ru';
import { en as trading } from '../features/trading/en';
import { ru as tradingRu } from '../features/trading/ru';
import { en as common } from './common.en';
import { ru as commonRu } from './common.ru';
import { initialLocale, rememberLocale } from './locale';

/** One namespace per feature, in every language; English is the default and the fallback. */
export const resources = {
  en: {
    common,
    auth,
    dashboard,
    activation,
    education,
    markets,
    account,
    topup,
    trading,
    bonuses,
    checkout,
  },
  ru: {
    common: commonRu,
    auth: authRu,
    dashboard: dashboardRu,
    activation: activationRu,
    education: educationRu,
    markets: marketsRu,
    account: accountRu,
    topup: topupRu,
    trading: tradingRu,
    bonuses: bonusesRu,
    checkout: checkoutRu,
  },
} as const satisfies Record<Locale, unknown>;

// Screen readers, hyphenation and the browser's own translation offer read the page's language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Shows every screen in `locale` at once, and keeps the choice on this device. */
export function changeLocale(locale: Locale): Promise<unknown> {
  rememberLocale(locale);
  return i18n.changeLanguage(locale);
}

export default i18n;
