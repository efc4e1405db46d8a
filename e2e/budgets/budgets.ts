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
  /**
   * Where the page's JavaScript should get to, when that is below what it is held to today: the
   * table shows it, met or not, and `initialJs` keeps the page from growing meanwhile.
   */
  initialJsGoal?: number;
  /** The Lighthouse performance score (0–100) the page should reach: reported, not enforced. */
  lighthouseGoal?: number;
}

export const PAGE_BUDGETS: readonly PageBudget[] = [
  {
    label: 'student /login',
    path: '/login',
    visitor: 'guest',
    ready: { role: 'button', name: 'Sign In' },
    // React DOM, MUI with Emotion, i18next and the declarative router are most of it; the public
    // pages run without react-query (the session and their calls kept apart from the signed-in
    // area's query cache) and draw the sign-in form's fields without MUI's input machinery
    // (docs/benchmarks.md). The page fetches only the guest pages' texts, and the seeded
    // catalogue is not in the apps' bundles (contracts/seed).
    initialJs: 170 * KB,
    lighthouseGoal: 95,
  },
  {
    label: 'student /dashboard',
    path: '/dashboard',
    visitor: 'student',
    ready: { role: 'region', name: 'Your account' },
    initialJs: 250 * KB,
    lighthouseGoal: 90,
  },
  {
    label: 'admin first load (/admin/login)',
    path: '/admin/login',
    visitor: 'guest',
    ready: { role: 'button', name: 'Sign In' },
    // The sign-in page draws without react-admin's app, which loads once staff have a session.
    initialJs: 300 * KB,
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
