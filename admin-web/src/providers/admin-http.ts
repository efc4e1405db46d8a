import { fetchUtils, HttpError, type I18nProvider } from 'react-admin';
import { serverErrorText } from '../components/server-error';
import { API_BASE_URL } from '../config/env';
import { staffSession } from './staff-session';

export const ADMIN_API = `${API_BASE_URL}/admin`;

/** One page of a simple-rest list that is not a resource of its own, with its Content-Range total. */
export interface Page<T> {
  data: T[];
  total: number;
}

export const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

/**
 * A money action sent with an Idempotency-Key: the API acts once per key, so a request repeated
 * (a resent form, a retried call) does not change the money twice.
 */
export const moneyAction = (body: unknown, idempotencyKey: string) => ({
  ...json(body),
  headers: { Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
});

/** The simple-rest `range` of a page counted from 1, ready for a query string. */
export const pageRange = (page: number, perPage: number) =>
  encodeURIComponent(JSON.stringify([(page - 1) * perPage, page * perPage - 1]));

/** How the back office talks to the API, with the staff token and errors in the staff's language. */
export interface AdminHttp {
  httpClient: (
    url: string,
    options?: fetchUtils.Options,
  ) => ReturnType<typeof fetchUtils.fetchJson>;
  /** A call's JSON answer, as the contract for that route describes it. */
  request: <T>(url: string, options?: fetchUtils.Options) => Promise<T>;
  requestPage: <T>(url: string) => Promise<Page<T>>;
  /** A file the API sends only with the staff token (a receipt), so a plain link would not do. */
  fetchFile: (url: string) => Promise<Blob>;
}

/**
 * The API's refusals worded as the back office's dialogs word them, in `i18n`'s language
 * (react-admin's own notices for a list or record that failed to load show them).
 */
export function createAdminHttp(i18n: I18nProvider): AdminHttp {
  const inStaffLanguage = (error: unknown): unknown => {
    if (error instanceof HttpError) {
      const text = serverErrorText(i18n.translate, i18n.getLocale(), error, {
        fallback: 'ra.notification.http_error',
      });
      return new HttpError(text, error.status, error.body);
    }
    // fetch's own failure (offline, refused): its message is the browser's English.
    if (error instanceof TypeError) {
      return new Error(i18n.translate('ra.notification.http_error'), { cause: error });
    }
    return error;
  };

  /** Every call carries the staff token as a Bearer header. */
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const session = staffSession.get();
    if (session) headers.set('Authorization', `Bearer ${session.token}`);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      throw inStaffLanguage(error);
    }
  };

  return {
    httpClient,
    async request<T>(url: string, options?: fetchUtils.Options): Promise<T> {
      return (await httpClient(url, options)).json as T;
    },
    async requestPage<T>(url: string): Promise<Page<T>> {
      const response = await httpClient(url);
      const total = Number(response.headers.get('Content-Range')?.split('/').pop());
      const rows = response.json as T[];
      return { data: rows, total: Number.isFinite(total) ? total : rows.length };
    },
    async fetchFile(url: string): Promise<Blob> {
      const session = staffSession.get();
      let response: Response;
      try {
        response = await fetch(url, {
          headers: session ? { Authorization: `Bearer ${session.token}` } : {},
        });
      } catch (error) {
        throw inStaffLanguage(error);
      }
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        throw inStaffLanguage(new HttpError(response.statusText, response.status, body));
      }
      return response.blob();
    },
  };
}
