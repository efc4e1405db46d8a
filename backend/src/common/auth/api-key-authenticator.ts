import { API_KEY_HEADER } from '@academy/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApiKeyPrincipal } from './principal.js';

/** Every API key starts so (`ta_<prefix>_<secret>`): a bearer token that does not is a staff JWT. */
export const API_KEY_START = 'ta_';

const BEARER = 'Bearer ';

/**
 * The API key the request carries, in `X-Api-Key` or as `Authorization: Bearer ta_…`; null when it
 * carries none, and its bearer token (if any) is then a staff token.
 */
export function apiKeyOf(headers: IncomingHttpHeaders): string | null {
  const header = headers[API_KEY_HEADER];
  if (typeof header === 'string') return header;
  // Sent twice, the header arrives as a list: the caller still meant a key, which then fails.
  if (Array.isArray(header)) return header.join(',');
  const authorization = headers.authorization;
  if (authorization?.startsWith(BEARER + API_KEY_START)) return authorization.slice(BEARER.length);
  return null;
}

/**
 * Tells who an API key is, checked in the database on every request so that a revoked or expired
 * key is refused at once on every replica. Provided by the api-keys module, which is global, so
 * that the guards here need not import it.
 */
export abstract class ApiKeyAuthenticator {
  /** Refuses with 401 an unknown, revoked or expired key, 429 past its rate, 503 in an outage. */
  abstract authenticate(key: string, ip: string): Promise<ApiKeyPrincipal>;
}
