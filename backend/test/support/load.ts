import type { ApiError } from '@academy/contracts';
import { aRegistration } from '@academy/contracts/testing';

/** One answer as a client saw it: its status, or `network` when no answer came. */
export interface Outcome {
  status: number | 'network';
  ms: number;
  code?: string;
  error?: string;
}

/** Sends one request and reports how it went; it never throws. */
export async function call(
  url: string,
  init: RequestInit = {},
  timeoutMs = 30_000,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let code: string | undefined;
    if (response.status >= 400) code = (JSON.parse(text) as ApiError).code;
    return { status: response.status, ms: performance.now() - started, code };
  } catch (error) {
    return { status: 'network', ms: performance.now() - started, error: String(error) };
  }
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** Registers a student through the API; their e-mail, password and token. */
export async function registerStudent(baseUrl: string) {
  const registration = aRegistration();
  const response = await fetch(`${baseUrl}/api/register`, json(registration));
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { email: registration.email, password: registration.password, token };
}

/** Keeps `concurrency` clients sending `request` until `stop()`, and collects every outcome. */
export function startLoad(request: (worker: number) => Promise<Outcome>, concurrency = 8) {
  const outcomes: Outcome[] = [];
  let running = true;
  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    while (running) outcomes.push(await request(worker));
  });
  return {
    outcomes,
    async stop(): Promise<Outcome[]> {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

/** How many of each status (or `network`) the outcomes hold. */
export function tally(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, code } of outcomes) {
    const key = code ? `${status} ${code}` : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
