import { localStorageStore } from 'react-admin';

/**
 * react-admin's preferences (language, theme, list settings), kept in localStorage under
 * `RaStore.*`: the sign-in page and the back office read the same ones.
 */
export const store = localStorageStore();
