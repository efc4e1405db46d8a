/**
 * The front end's budgets (SPEC-level targets, see docs/decisions.md): the JavaScript a page
 * fetches before it is usable, gzipped; the largest chunk either app ships, raw; and Lighthouse's
 * mobile performance score.
 */
export const KB = 1000;

export interface PageBudget {
  /** How the table names the page. */
  label: string;
  /** The app's path on the product's origin. */
  path: string;
  /** Who opens it: nobody signed in, a student, or staff. */
  visitor: 'guest' | 'student' | 'staff';
  /** A control or heading the page shows once it is usable: measuring waits for it. */
  ready: { role: 'button' | 'heading' | 'region'; name: string };
  /** Gzipped JavaScript, in bytes; none for a page that is reported but held to no budget. */
  initialJs?: number;
  /** The lowest acceptable Lighthouse performance score (0–100); none for pages not scored. */
  lighthouse?: number;
}

export const PAGE_BUDGETS: readonly PageBudget[] = [
  {
    label: 'student /login',
    path: '/login',
    visitor: 'guest',
    ready: { role: 'button', name: 'Sign In' },
    initialJs: 170 * KB,
    lighthouse: 95,
  },
  {
    label: 'student /dashboard',
    path: '/dashboard',
    visitor: 'student',
    ready: { role: 'region', name: 'Your account' },
    initialJs: 250 * KB,
    lighthouse: 90,
  },
  {
    label: 'admin first load (/admin/login)',
    path: '/admin/login',
    visitor: 'guest',
    ready: { role: 'button', name: 'Sign In' },
    initialJs: 350 * KB,
  },
  {
    // The back office's budget is its first load, the shell any visit starts with (above); the
    // landing list adds react-admin's list, filters and forms, shown here to watch its growth.
    label: 'admin /admin/users',
    path: '/admin/users',
    visitor: 'staff',
    ready: { role: 'heading', name: 'Users' },
  },
];

/** No single JavaScript file of either app may be larger than this, before compression. */
export const CHUNK_BUDGET = 500 * KB;

/** The apps' built assets, relative to the repository root. */
export const APP_ASSETS = [
  { app: 'student-web', dir: 'student-web/dist/assets' },
  { app: 'admin-web', dir: 'admin-web/dist/assets' },
] as const;
