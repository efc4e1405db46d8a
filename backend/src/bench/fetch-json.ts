/** The bench's own calls to the API it starts: JSON in, JSON out, a failure thrown. */

export async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok)
    throw new Error(`${answer.url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

export const post = (
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
