import type { ApiError } from '@academy/contracts';
import { API_BASE_URL } from '../config/env';
import { tokenStorage } from './token-storage';

/** The API answered with an error status; `message` is the server's own message when it sent one. */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError> | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiResponseError';
  }

  /** The server's message, if the answer carried one. */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' && this.body.message !== ''
      ? this.body.message
      : undefined;
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (the browser writes its boundary). */
  body?: unknown;
  /** Sends the stored student token in the `token` header. */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save on close): unlike sendBeacon, it carries headers. */
  keepalive?: boolean;
}

function jsonBody(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

/** The one way the student app talks to the API. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const body = options.body instanceof FormData ? options.body : jsonBody(options.body);
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (options.authenticated) {
    const token = tokenStorage.get();
    if (token) headers.token = token;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const text = await response.text();
  let data: unknown = null;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) throw new ApiResponseError(response.status, data as Partial<ApiError> | null);
  return data as T;
}
