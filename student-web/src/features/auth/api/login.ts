import type { AuthTokenResponse, LoginRequest } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/login: a token for the e-mail and password. */
export function login(body: LoginRequest): Promise<AuthTokenResponse> {
  return apiRequest<AuthTokenResponse>('/login', { method: 'POST', body });
}
