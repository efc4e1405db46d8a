import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en as account } from '../features/account/en';
import { en as activation } from '../features/activation/en';
import { en as auth } from '../features/auth/en';
import { en as bonuses } from '../features/bonuses/en';
import { en as checkout } from '../features/checkout/en';
import { en as dashboard } from '../features/dashboard/en';
import { en as education } from '../features/education/en';
import { en as markets } from '../features/markets/en';
import { en as topup } from '../features/topup/en';
import { en as trading } from '../features/trading/en';
import { en as common } from './common.en';

/** One namespace per feature; English is the default and the fallback (Russian comes later). */
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
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
