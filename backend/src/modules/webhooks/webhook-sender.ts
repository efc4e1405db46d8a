import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_FAILURE_CODES, type WebhookFailureCode } from '@academy/contracts';
import { WebhookTargetError } from './webhook-target-guard.js';

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
  /** What went wrong, with its technical detail, in English; null on success. */
  error: string | null;
  /** The same reason as a code; null on success. */
  errorCode: WebhookFailureCode | null;
}

/** A failed attempt's reason: its code, and the detail staff read beside the translated code. */
type Failure = Pick<WebhookAttempt, 'error' | 'errorCode'>;

const SUCCESS: Failure = { error: null, errorCode: null };

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
            resolve({ ok: false, status, timeMs: elapsed(), ...cutOff(webhook) });
            return;
          }
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ ok, status, timeMs: elapsed(), ...(ok ? SUCCESS : answerProblem(status)) });
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      resolve({
        ok: false,
        status: null,
        timeMs: elapsed(),
        ...requestProblem(error, webhook),
      });
    });
    outgoing.end(webhook.body);
  });
}

function answerProblem(status: number | null): Failure {
  if (status !== null && status >= 300 && status < 400) {
    return {
      errorCode: WEBHOOK_FAILURE_CODES.REDIRECT,
      error: `The receiver answered ${status}: redirects are not followed`,
    };
  }
  return {
    errorCode: WEBHOOK_FAILURE_CODES.RECEIVER_ERROR,
    error: `The receiver answered ${status ?? 'without a status'}`,
  };
}

function cutOff(webhook: WebhookRequest): Failure {
  return {
    errorCode: WEBHOOK_FAILURE_CODES.ANSWER_CUT_OFF,
    error: `The answer did not end within ${webhook.timeoutMs / 1000} s`,
  };
}

function requestProblem(error: NodeJS.ErrnoException, webhook: WebhookRequest): Failure {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') {
    return {
      errorCode: WEBHOOK_FAILURE_CODES.TIMEOUT,
      error: `No answer within ${webhook.timeoutMs / 1000} s`,
    };
  }
  // The guard refused the address the host resolved to when the connection was made.
  if (error instanceof WebhookTargetError) {
    return { errorCode: error.failureCode, error: error.message };
  }
  return {
    errorCode: WEBHOOK_FAILURE_CODES.CONNECTION_FAILED,
    error: `Could not connect: ${error.code ?? error.message}`.slice(0, 500),
  };
}
