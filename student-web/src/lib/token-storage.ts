const TOKEN_KEY = 'token';

/** The student token, kept in localStorage under 'token' as JSON text. */
export const tokenStorage = {
  get(): string | null {
    const stored = localStorage.getItem(TOKEN_KEY);
    if (stored === null) return null;
    try {
      const token: unknown = JSON.parse(stored);
      return typeof token === 'string' && token !== '' ? token : null;
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, JSON.stringify(token));
  },
  remove(): void {
    localStorage.removeItem(TOKEN_KEY);
  },
};
