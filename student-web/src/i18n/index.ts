import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, formatUsd, isLocale, LOCALES, type Locale } from '@academy/domain';
import type { en as account } from '../features/account/en';
import type { en as activation } from '../features/activation/en';
import type { en as auth } from '../features/auth/en';
import type { en as bonuses } from '../features/bonuses/en';
import type { en as certificates } from '../features/certificates/en';
import type { en as checkout } from '../features/checkout/en';
import type { en as dashboard } from '../features/dashboard/en';
import type { en as education } from '../features/education/en';
import type { en as markets } from '../features/markets/en';
import type { en as pendingPayments } from '../features/pending/en';
import type { en as topup } from '../features/topup/en';
import type { en as trading } from '../features/trading/en';
import type { en as common } from './common.en';
import { initialLocale, rememberLocale } from './locale';
import { loadMuiTexts } from './mui-texts';

/** One namespace per feature, in every language; English is the default and the fallback. */
export interface Catalogue {
  common: typeof common;
  auth: typeof auth;
  dashboard: typeof dashboard;
  activation: typeof activation;
  education: typeof education;
  markets: typeof markets;
  account: typeof account;
  topup: typeof topup;
  trading: typeof trading;
  bonuses: typeof bonuses;
  checkout: typeof checkout;
  certificates: typeof certificates;
  pending: typeof pendingPayments;
}

type Namespace = keyof Catalogue;

/**
 * Every catalogue file: i18n/common.<locale>.ts and features/<namespace>/<locale>.ts, each
 * exporting its texts under the locale's name. They are fetched only for a language being shown
 * (vite.config.ts bundles each language's files into one chunk), so a page never downloads the
 * other language's texts. Each language comes in two chunks: the guest pages' texts
 * (`PUBLIC_NAMESPACES`), which the sign-in page waits for, and the student area's, fetched when
 * the area is first drawn (`loadStudentTexts`).
 */
const CATALOGUE_FILES = import.meta.glob<Partial<Record<Locale, Catalogue[Namespace]>>>([
  './common.{en,ru}.ts',
  '../features/*/{en,ru}.ts',
]);

/** What the sign-in, registration and password pages need before they draw. */
export const PUBLIC_NAMESPACES: readonly Namespace[] = ['common', 'auth'];

const CATALOGUE_FILE = /(?:\/features\/(\w+)\/|\/(common)\.)(\w+)\.ts$/;

/** The catalogue files of one language, by namespace. */
function filesOf(locale: Locale): Map<string, () => Promise<Catalogue[Namespace]>> {
  const files = new Map<string, () => Promise<Catalogue[Namespace]>>();
  for (const [path, load] of Object.entries(CATALOGUE_FILES)) {
    const [, feature, shared, language] = CATALOGUE_FILE.exec(path) ?? [];
    if (language !== locale) continue;
    files.set(feature ?? shared, async () => {
      const texts = (await load())[locale];
      if (!texts) throw new Error(`${path} exports no catalogue named ${locale}`);
      return texts;
    });
  }
  return files;
}

/** Every namespace of one language, loaded. */
export async function loadCatalogue(locale: Locale): Promise<Record<string, Catalogue[Namespace]>> {
  const entries = await Promise.all(
    [...filesOf(locale)].map(async ([namespace, load]) => [namespace, await load()] as const),
  );
  return Object.fromEntries(entries);
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = filesOf(language as Locale).get(namespace);
    if (!load) {
      callback(new Error(`No ${language} catalogue for the ${namespace} namespace`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

// Screen readers, hyphenation and the browser's own translation offer read the page's language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

const firstLocale = initialLocale();

/**
 * Settles once the first language's texts are in, MUI's own included: the app renders no earlier,
 * so no raw keys.
 */
export const i18nReady: Promise<unknown> = Promise.all([
  loadMuiTexts(firstLocale),
  i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: firstLocale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES,
      defaultNS: 'common',
      // A screen using a namespace not loaded yet waits for it (react-i18next suspends).
      ns: [...PUBLIC_NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
    }),
]);

/**
 * Money in every text goes through libs/domain's one formatter, with the reader's digit grouping:
 * `{{amount, usd}}` "$1,250.00", `{{amount, usdWhole}}` "$250" for prices, `{{amount, usdCode}}`
 * "1,250.00 USD" for the balance SPEC.md §2 labels with USD.
 */
const USD_STYLES = { usd: {}, usdWhole: { whole: true }, usdCode: { code: true } } as const;
for (const [name, style] of Object.entries(USD_STYLES)) {
  i18n.services.formatter?.add(name, (value: unknown, language: string | undefined) =>
    formatUsd(Number(value), isLocale(language) ? language : DEFAULT_LOCALE, style),
  );
}

/** Fetches the student area's texts in the current language (one chunk; loaded once). */
export function loadStudentTexts(): Promise<unknown> {
  return i18n.loadNamespaces([...filesOf(DEFAULT_LOCALE).keys()]);
}

/** Shows every screen in `locale` at once (after its texts load), and keeps the choice here. */
export async function changeLocale(locale: Locale): Promise<unknown> {
  rememberLocale(locale);
  await loadMuiTexts(locale);
  return i18n.changeLanguage(locale);
}

export default i18n;
