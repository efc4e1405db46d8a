import { ApiResponseError, apiRequest, NetworkError, RequestTimeoutError } from './api-client';

type Server = (init?: RequestInit) => Promise<Response>;

/** Answers every call with `server` (lib/ stays clear of the app's test helpers). */
function stubFetch(server: Server) {
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => server(init)),
  );
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A call that answers only when aborted, as a server that never replies. */
const silentServer: Server = (init) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('Aborted', 'AbortError')),
    );
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe(apiRequest.name, () => {
  it('answers the JSON body of a successful call', async () => {
    stubFetch(() => json({ id: 7 }));
    await expect(apiRequest('/thing')).resolves.toEqual({ id: 7 });
  });

  it("throws the status and the server's message of an error answer", async () => {
    stubFetch(() => json({ statusCode: 503, message: 'Unavailable' }, 503));
    const error = await apiRequest('/thing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ status: 503, serverMessage: 'Unavailable' });
  });

  it('gives up with a timeout error when no answer comes in time', async () => {
    vi.useFakeTimers();
    stubFetch(silentServer);
    const request = apiRequest('/thing', { timeoutMs: 5_000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(4_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await request;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('keeps waiting for an answer that comes before the time limit', async () => {
    vi.useFakeTimers();
    stubFetch(
      () => new Promise((resolve) => setTimeout(() => resolve(new Response('{"id":7}')), 4_000)),
    );
    const request = apiRequest('/thing', { timeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(request).resolves.toEqual({ id: 7 });
  });

  it("reports the caller's own abort as a network error, not a timeout", async () => {
    stubFetch(silentServer);
    const controller = new AbortController();
    const request = apiRequest('/thing', { timeoutMs: 5_000, signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    controller.abort();
    const error = await request;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
  });
});
