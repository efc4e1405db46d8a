import type { AuthTokenResponse, RegisterRequest } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/register: creates the account and answers its first token. */
export function register(body: RegisterRequest): Promise<AuthTokenResponse> {
  return apiRequest<AuthTokenResponse>('/register', { method: 'POST', body });
}
