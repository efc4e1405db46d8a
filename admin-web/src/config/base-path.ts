/** Where the back office lives on the students' origin; a host of its own serves it at its root. */
export const SHARED_ORIGIN_MOUNT = '/admin';

/**
 * The router's base for the page at this path: '/admin' when the back office was loaded under
 * /admin, else '' (the root of its own host, ADMIN_HOST). One build serves both: the server
 * sends the page from where it serves it, and the app follows the address it was loaded at.
 */
export function basePathFor(pathname: string): string {
  const mounted =
    pathname === SHARED_ORIGIN_MOUNT || pathname.startsWith(`${SHARED_ORIGIN_MOUNT}/`);
  return mounted ? SHARED_ORIGIN_MOUNT : '';
}

/** The base this page was loaded at (it does not change without a new page load). */
export const BASE_PATH = basePathFor(window.location.pathname);
