/** The API: the same origin by default, another host (e.g. admin on its own subdomain) via VITE_API_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/+$/, '');
