import type { PublicConfig } from '@academy/contracts';
import { aPublicConfig } from '@academy/contracts/testing';
import { vi } from 'vitest';

type Reply = Response | Promise<Response>;
/** Answers a call given its JSON body; `init` carries the rest (headers, the abort signal). */
export type Handler = (body: unknown, init?: RequestInit) => Reply;

/** A JSON answer as the API sends it. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A reply that never comes until `resolve` is called: for "while busy" states. */
export function pending(): { reply: Promise<Response>; resolve(response: Response): void } {
  let resolve: (response: Response) => void = () => undefined;
  const reply = new Promise<Response>((done) => (resolve = done));
  return { reply, resolve };
}

/** The address fetch was called with, whichever form it came in. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function requestKey(input: RequestInfo | URL, init?: RequestInit): string {
  const url = requestUrl(input);
  const path = url.startsWith('/api/') ? url.slice('/api'.length) : url;
  return `${init?.method ?? 'GET'} ${path}`;
}

/**
 * Stubs `fetch`: `handlers` answer 'POST /login'-style keys (API paths without '/api', or full
 * URLs for other hosts) given the request's JSON body; GET /config answers `config`; anything
 * else fails as if offline.
 */
export function stubApi(
  handlers: Record<string, Handler> = {},
  config: PublicConfig = aPublicConfig(),
) {
  const all: Record<string, Handler> = { 'GET /config': () => json(config), ...handlers };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = requestKey(input, init);
    const handler = all[key];
    if (!handler) return Promise.reject(new TypeError(`offline: ${key}`));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return Promise.resolve(handler(body, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent with one call, e.g. callsTo(fetchMock, 'POST /register'). */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => requestKey(input, init) === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
