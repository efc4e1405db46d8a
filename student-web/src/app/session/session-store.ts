import type { User } from '@academy/contracts';
import { RemoteValue } from '../../lib/remote-value';
import { tokenStorage } from '../../lib/token-storage';
import { fetchSessionUser } from './api/fetch-current-user';

const session = new RemoteValue<User | null>(fetchSessionUser, (error) =>
  console.error('Failed to fetch user data', error),
);

/**
 * SPEC.md §4's session, kept apart from the signed-in area's query cache so that the public
 * pages run without it: the guards, the sign-in and the sign-out read and change it here, and
 * the cache's `['user']` entry follows it (get-current-user.ts). A sign-out wins over a load
 * still under way.
 */
export const sessionStore = {
  subscribe: session.subscribe,
  get: session.get,

  /** Loads the user the stored token belongs to (none without one), the first time anyone asks. */
  start: (): void => session.start(),

  /** Loads the user afresh: answers them, or null when the token was refused; a failure is thrown. */
  refresh: (): Promise<User | null> => session.refresh(),

  /** Stores the token of a fresh sign-in, then loads the user; a failure shows as `failed`. */
  async signIn(token: string): Promise<void> {
    tokenStorage.set(token);
    await session.refresh().catch(() => undefined);
  },

  signOut(): void {
    tokenStorage.remove();
    session.set(null);
  },

  /** A user the API answered to another call (a saved profile): the session shows it at once. */
  set: (user: User | null): void => session.set(user),

  /**
   * For component tests: signed in as this user, signed out (null), or, left out, loading from
   * the stored token as the app does.
   */
  reset(user?: User | null): void {
    if (user === undefined) session.reset();
    else session.reset(user);
  },
};
