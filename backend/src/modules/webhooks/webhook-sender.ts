import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  lookup: RequestOptions['lookup'];
}

export interface WebhookAttempt {
  ok: boolean;
  /** The receiver's HTTP status; null when it did not answer in time or could not be reached. */
  status: number | null;
  timeMs: number;
  error: string | null;
}

/**
 * POSTs one delivery. Only a 2xx answer within the time limit counts; a redirect is a failure
 * and is never followed (it could point into our own network). node:http rather than fetch, so
 * that the connection uses the guard's checked addresses through `lookup`.
 */
export function sendWebhook(webhook: WebhookRequest): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(webhook.url);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...webhook.headers, 'content-length': Buffer.byteLength(webhook.body) },
        lookup: webhook.lookup,
        signal: AbortSignal.timeout(webhook.timeoutMs),
      },
      (response: IncomingMessage) => {
        // The answer's body means nothing to us; it is read (within the time limit) and dropped.
        response.resume();
        response.on('close', () => {
          const status = response.statusCode ?? null;
          if (!response.complete) {
            resolve({ ok: false, status, timeMs: elapsed(), error: cutOff(webhook) });
            return;
          }
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ ok, status, timeMs: elapsed(), error: ok ? null : answerProblem(status) });
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      resolve({
        ok: false,
        status: null,
        timeMs: elapsed(),
        error: requestProblem(error, webhook),
      });
    });
    outgoing.end(webhook.body);
  });
}

function answerProblem(status: number | null): string {
  if (status !== null && status >= 300 && status < 400) {
    return `The receiver answered ${status}: redirects are not followed`;
  }
  return `The receiver answered ${status ?? 'without a status'}`;
}

function cutOff(webhook: WebhookRequest): string {
  return `The answer did not end within ${webhook.timeoutMs / 1000} s`;
}

function requestProblem(error: NodeJS.ErrnoException, webhook: WebhookRequest): string {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') {
    return `No answer within ${webhook.timeoutMs / 1000} s`;
  }
  if (error.code === 'EWEBHOOKTARGET') return error.message;
  return `Could not connect: ${error.code ?? error.message}`.slice(0, 500);
}
