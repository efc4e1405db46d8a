import {
  createAcademyClient,
  type AcademyClient,
  type AcademyClientOptions,
  type ApiError,
} from '@academy/api-client';

/** The product's API, for the calls a test makes itself rather than through a page. */
export const apiUrl = (path: string) => `${process.env.E2E_BASE_URL}/api${path}`;

/** The credential a call carries: none, a student's token, or a staff token. */
export type ApiCredentials = Pick<AcademyClientOptions, 'studentToken' | 'staffToken'>;

/** The typed client, generated from the OpenAPI document, on the product under test. */
export function academyApi(credentials: ApiCredentials = {}): AcademyClient {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: global-setup starts the product');
  return createAcademyClient({ baseUrl, ...credentials });
}

/** The message a test fails with when a call it prepares with is refused. */
export const refusal = (what: string, response: Response, error: ApiError | undefined) =>
  new Error(`${what} failed: ${response.status} ${error?.code ?? ''} ${error?.message ?? ''}`);

interface ApiCall extends ApiCredentials {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * One call to the API by its path, for the tests that check how the API answers a call as the
 * apps make it, odd inputs included; checking the answer is the caller's business.
 */
export function callApi(
  path: string,
  { method = 'GET', body, studentToken, staffToken }: ApiCall = {},
): Promise<Response> {
  const headers = new Headers();
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (studentToken) headers.set('token', studentToken);
  if (staffToken) headers.set('authorization', `Bearer ${staffToken}`);
  return fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
