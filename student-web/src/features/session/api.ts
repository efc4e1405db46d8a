import type { User, UserEnvelope } from '@academy/contracts';
import { apiRequest } from '../../lib/api-client';

/** GET /api/user: a non-200 status or an empty answer is a failure. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const envelope = await apiRequest<UserEnvelope | null>('/user', { authenticated: true, signal });
  if (!envelope || envelope.status !== 200 || !envelope.data) {
    throw new Error('Empty user answer');
  }
  return envelope.data;
}
