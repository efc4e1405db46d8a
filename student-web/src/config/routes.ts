import type { en as common } from '../i18n/common.en';

/** Who may open a route: visitors only (/login), anyone, or signed-in students (the main area). */
export type Access = 'guest' | 'anyone' | 'student';

/** An icon of the navigation, by name (app/layout/nav-items.tsx draws them). */
export type NavIconName =
  | 'dashboard'
  | 'home'
  | 'activate'
  | 'education'
  | 'books'
  | 'videoLessons'
  | 'calendar'
  | 'trading'
  | 'bonuses'
  | 'profile';

export type NavLabelKey = `nav.${keyof typeof common.nav}`;
export type TitleKey = `titles.${keyof typeof common.titles}`;

interface NavPlace {
  labelKey: NavLabelKey;
  icon: NavIconName;
  /** Places items within the sidebar or within a group of the mobile menu, lowest first. */
  order: number;
}

export type MobileNavGroup = 'main' | 'education' | 'additional';

interface RouteEntry {
  path: string;
  /**
   * The screen's module under features/ and its export, named alike ('bonuses/BonusesPage'):
   * app/router.tsx loads it as its own chunk the first time the route is visited.
   */
  screen: `${string}/${string}Page`;
  access: Access;
  /** The main area's header title, breadcrumb and document title (common namespace). */
  titleKey?: TitleKey;
  nav?: { sidebar?: NavPlace; mobile?: NavPlace & { group: MobileNavGroup } };
}

/**
 * SPEC.md §2's route table, the one place a screen is declared: the router, the sidebar, the
 * mobile menu, the header's titles and the browser tests' route list are all derived from it.
 * It is plain data (no React), so the browser tests import it in Node.
 */
export const routes = {
  login: { path: '/login', screen: 'auth/LoginPage', access: 'guest' },
  register: { path: '/register', screen: 'auth/RegisterPage', access: 'guest' },
  resetPassword: { path: '/reset-password', screen: 'auth/ResetPasswordPage', access: 'anyone' },
  confirmEmail: { path: '/confirm-email', screen: 'auth/ConfirmEmailPage', access: 'anyone' },
  unlockSignIn: { path: '/unlock-sign-in', screen: 'auth/UnlockSignInPage', access: 'anyone' },
  verifyEmail: { path: '/verify-email', screen: 'auth/VerifyEmailPage', access: 'anyone' },
  restoreEmail: { path: '/restore-email', screen: 'auth/RestoreEmailPage', access: 'anyone' },
  checkout: { path: '/checkout', screen: 'checkout/CheckoutPage', access: 'anyone' },
  certificate: {
    path: '/certificates/:code',
    screen: 'certificates/CertificatePage',
    access: 'anyone',
  },
  dashboard: {
    path: '/dashboard',
    screen: 'dashboard/DashboardPage',
    access: 'student',
    titleKey: 'titles.dashboard',
    nav: {
      sidebar: { labelKey: 'nav.dashboard', icon: 'dashboard', order: 10 },
      mobile: { group: 'main', labelKey: 'nav.home', icon: 'home', order: 10 },
    },
  },
  education: {
    path: '/education',
    screen: 'education/EducationPage',
    access: 'student',
    titleKey: 'titles.education',
    nav: { sidebar: { labelKey: 'nav.education', icon: 'education', order: 40 } },
  },
  videoLessons: {
    path: '/education/video',
    screen: 'education/VideoLessonsPage',
    access: 'student',
    titleKey: 'titles.videoLessons',
    nav: {
      mobile: { group: 'education', labelKey: 'nav.videoLessons', icon: 'videoLessons', order: 20 },
    },
  },
  forexLessons: {
    path: '/education/video/forex',
    screen: 'education/VideoLessonsPage',
    access: 'student',
    titleKey: 'titles.videoLessons',
  },
  books: {
    path: '/education/books',
    screen: 'education/BooksPage',
    access: 'student',
    titleKey: 'titles.books',
    nav: { mobile: { group: 'education', labelKey: 'nav.books', icon: 'books', order: 10 } },
  },
  activate: {
    path: '/activate',
    screen: 'activation/ActivatePage',
    access: 'student',
    titleKey: 'titles.activate',
    nav: {
      sidebar: { labelKey: 'nav.activateAccount', icon: 'activate', order: 20 },
      mobile: { group: 'main', labelKey: 'nav.activateAccount', icon: 'activate', order: 30 },
    },
  },
  calendar: {
    path: '/calendar',
    screen: 'markets/CalendarPage',
    access: 'student',
    titleKey: 'titles.calendar',
    nav: { mobile: { group: 'education', labelKey: 'nav.calendar', icon: 'calendar', order: 30 } },
  },
  trading: {
    path: '/trading',
    screen: 'trading/TradingCenterPage',
    access: 'student',
    titleKey: 'titles.trading',
    nav: {
      sidebar: { labelKey: 'nav.tradingCenter', icon: 'trading', order: 50 },
      mobile: { group: 'education', labelKey: 'nav.tradingCenter', icon: 'trading', order: 40 },
    },
  },
  bonuses: {
    path: '/bonuses',
    screen: 'bonuses/BonusesPage',
    access: 'student',
    titleKey: 'titles.bonuses',
    nav: {
      sidebar: { labelKey: 'nav.bonuses', icon: 'bonuses', order: 60 },
      mobile: { group: 'additional', labelKey: 'nav.bonusesShort', icon: 'bonuses', order: 10 },
    },
  },
  paymentReturn: {
    path: '/payments/return',
    screen: 'checkout/PaymentReturnPage',
    access: 'student',
    titleKey: 'titles.paymentReturn',
  },
  settings: {
    path: '/settings',
    screen: 'account/SettingsPage',
    access: 'student',
    titleKey: 'titles.settings',
    nav: { mobile: { group: 'main', labelKey: 'nav.profile', icon: 'profile', order: 20 } },
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routes;

/** Every route's path by name, for links: `paths.bonuses` is '/bonuses'. */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.path]),
) as { [Name in RouteName]: (typeof routes)[Name]['path'] };

/** The routes as a list, each with its name. */
export const routeList: readonly (RouteEntry & { name: RouteName })[] = Object.entries(routes).map(
  ([name, route]) => ({ ...route, name: name as RouteName }),
);
