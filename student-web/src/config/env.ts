/** Where the API lives: the same origin by default, another host when built with VITE_API_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/+$/, '');
