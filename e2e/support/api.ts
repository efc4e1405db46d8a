/** The product's API, for the calls a test makes itself rather than through a page. */
export const apiUrl = (path: string) => `${process.env.E2E_BASE_URL}/api${path}`;

interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** A student's token, sent in the `token` header as the student app does. */
  studentToken?: string;
  /** A staff token, sent as `Authorization: Bearer` as the back office does. */
  staffToken?: string;
}

/** One call to the API; checking the answer is the caller's business. */
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
