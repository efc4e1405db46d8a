import type { MessageResponse } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/logout: ends this device's session on the server, so the token is refused from now on. */
export function logout(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/logout', { method: 'POST', authenticated: true });
}
