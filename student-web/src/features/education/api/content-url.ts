import { API_BASE_URL } from '../../../config/env';

const API_PREFIX = '/api/';

/**
 * The API signs content URLs as its own paths ('/api/content/…'). When the app is built with
 * VITE_API_URL the API lives elsewhere, so the path is moved onto that base.
 */
export function resolveContentUrl(url: string): string {
  return url.startsWith(API_PREFIX) ? `${API_BASE_URL}/${url.slice(API_PREFIX.length)}` : url;
}
