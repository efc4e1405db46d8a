import type { User } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { fetchCurrentUser } from '../session/api';

/**
 * The user as the API has them now (a top-up may have raised the balance since sign-in). A
 * failure is only logged: the caller treats a missing user as one without access.
 */
export function useFreshUser() {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentUser(controller.signal)
      .then(setUser, (error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to fetch user data', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  return { user, loading };
}
