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

type MobilePlace = NavPlace & { group: MobileNavGroup };

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
  nav?: { sidebar?: NavPlace; mobile?: MobilePlace };
}

/** A place in the sidebar. */
const sidebar = (labelKey: NavLabelKey, icon: NavIconName, order: number): NavPlace => ({
  labelKey,
  icon,
  order,
});

/** A place in one group of the mobile menu. */
const mobile = (
  group: MobileNavGroup,
  labelKey: NavLabelKey,
  icon: NavIconName,
  order: number,
): MobilePlace => ({ group, labelKey, icon, order });

/** A screen of the main area: for signed-in students, under the header's title. */
function student<const Path extends string, const Screen extends RouteEntry['screen']>(
  path: Path,
  screen: Screen,
  titleKey: TitleKey,
  nav?: RouteEntry['nav'],
) {
  return { path, screen, access: 'student' as const, titleKey, ...(nav && { nav }) };
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
  dashboard: student('/dashboard', 'dashboard/DashboardPage', 'titles.dashboard', {
    sidebar: sidebar('nav.dashboard', 'dashboard', 10),
    mobile: mobile('main', 'nav.home', 'home', 10),
  }),
  education: student('/education', 'education/EducationPage', 'titles.education', {
    sidebar: sidebar('nav.education', 'education', 40),
  }),
  videoLessons: student('/education/video', 'education/VideoLessonsPage', 'titles.videoLessons', {
    mobile: mobile('education', 'nav.videoLessons', 'videoLessons', 20),
  }),
  forexLessons: student(
    '/education/video/forex',
    'education/VideoLessonsPage',
    'titles.videoLessons',
  ),
  books: student('/education/books', 'education/BooksPage', 'titles.books', {
    mobile: mobile('education', 'nav.books', 'books', 10),
  }),
  activate: student('/activate', 'activation/ActivatePage', 'titles.activate', {
    sidebar: sidebar('nav.activateAccount', 'activate', 20),
    mobile: mobile('main', 'nav.activateAccount', 'activate', 30),
  }),
  calendar: student('/calendar', 'markets/CalendarPage', 'titles.calendar', {
    mobile: mobile('education', 'nav.calendar', 'calendar', 30),
  }),
  trading: student('/trading', 'trading/TradingCenterPage', 'titles.trading', {
    sidebar: sidebar('nav.tradingCenter', 'trading', 50),
    mobile: mobile('education', 'nav.tradingCenter', 'trading', 40),
  }),
  bonuses: student('/bonuses', 'bonuses/BonusesPage', 'titles.bonuses', {
    sidebar: sidebar('nav.bonuses', 'bonuses', 60),
    mobile: mobile('additional', 'nav.bonusesShort', 'bonuses', 10),
  }),
  paymentReturn: student('/payments/return', 'checkout/PaymentReturnPage', 'titles.paymentReturn'),
  settings: student('/settings', 'account/SettingsPage', 'titles.settings', {
    mobile: mobile('main', 'nav.profile', 'profile', 20),
  }),
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
