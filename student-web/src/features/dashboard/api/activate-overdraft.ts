import type { UserEnvelope } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/overdraft/{id}: starts the student's own trial; any non-OK status throws. */
export function activateOverdraft(userId: number): Promise<UserEnvelope> {
  return apiRequest<UserEnvelope>(`/user/overdraft/${userId}`, {
    method: 'POST',
    authenticated: true,
  });
}
