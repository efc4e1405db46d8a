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
  constructor(cause: unknown, message = 'Network error') {
    super(message, { cause });
    this.name = 'NetworkError';
  }
}

/** No answer came within the request's time limit, so it was given up. */
export class RequestTimeoutError extends NetworkError {
  constructor(readonly timeoutMs: number) {
    super(undefined, `No answer within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (the browser writes its boundary). */
  body?: unknown;
  /** Sends the stored student token in the `token` header. */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** Gives the request up (a RequestTimeoutError) when the whole answer has not come by then. */
  timeoutMs?: number;
  /** Lets the request outlive the page (a save on close): unlike sendBeacon, it carries headers. */
  keepalive?: boolean;
}

/** The caller's signal, also aborted once `timeoutMs` has passed (which `expired` then tells). */
function withDeadline(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) {
    return { signal, expired: () => false, clear: () => undefined };
  }
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
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
  const deadline = withDeadline(options.signal, options.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: deadline.signal,
      keepalive: options.keepalive,
    });
    text = await response.text();
  } catch (error) {
    if (deadline.expired()) throw new RequestTimeoutError(options.timeoutMs ?? 0);
    throw new NetworkError(error);
  } finally {
    deadline.clear();
  }
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

/**
 * A file the API serves to the signed-in student (a receipt, a certificate), as a Blob: a plain
 * link cannot carry the token header.
 */
export async function apiFile(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const token = tokenStorage.get();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      headers: token ? { token } : {},
      signal: options.signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw new ApiResponseError(response.status, body);
  }
  return response.blob();
}
