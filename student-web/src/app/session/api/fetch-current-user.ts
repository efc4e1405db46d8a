import type { User, UserEnvelope } from '@academy/contracts';
import { ApiResponseError, apiRequest } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

const UNAUTHORIZED = 401;

/** Past this, the session check gives up and the student is offered to try again. */
export const SESSION_CHECK_TIMEOUT_MS = 15_000;

/** GET /api/user: a non-200 status or an empty answer is a failure. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const envelope = await apiRequest<UserEnvelope | null>('/user', {
    authenticated: true,
    signal,
    timeoutMs: SESSION_CHECK_TIMEOUT_MS,
  });
  if (!envelope || envelope.status !== 200 || !envelope.data) {
    throw new Error('Empty user answer');
  }
  return envelope.data;
}

/**
 * The session's user: null without a token. Only a 401 ends it (the token is refused); a network
 * error, a timeout, an aborted request or a 5xx is a failed load that keeps the token, so a
 * hiccup or a quick double reload does not sign out.
 */
export async function fetchSessionUser(): Promise<User | null> {
  if (!tokenStorage.get()) return null;
  try {
    return await fetchCurrentUser();
  } catch (error) {
    if (!(error instanceof ApiResponseError && error.status === UNAUTHORIZED)) throw error;
    tokenStorage.remove();
    return null;
  }
}
