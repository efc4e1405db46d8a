/** The back office behind the sign-in page: react-admin with its resources, one chunk of its own. */
export const loadBackOffice = () => import('./App');
