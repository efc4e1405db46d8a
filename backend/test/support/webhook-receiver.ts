import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WebhookEventEnvelope } from '@academy/contracts';
import { payPortSignatureHeader } from './payport-signature.js';

/** The events whose `data` is the user itself (for referral.rewarded, the referrer). */
const USER_DATA_EVENTS = ['user.', 'balance.', 'course.', 'overdraft.', 'referral.'];

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  envelope: WebhookEventEnvelope<Record<string, unknown>>;
}

/** What the receiver does with one request: answer a status, after a delay, or never. */
export interface ReceiverAnswer {
  status: number;
  delayMs?: number;
  headers?: Record<string, string>;
}

/**
 * A local HTTP server standing in for an integrator's webhook endpoint: it keeps every request it
 * answered and answers what the test's handler says (200 by default).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Requests that arrived, including those still waiting for their answer. */
  arrivals = 0;
  handler: (webhook: ReceivedWebhook) => ReceiverAnswer = () => ({ status: 200 });
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        this.arrivals += 1;
        const body = Buffer.concat(chunks).toString('utf8');
        const webhook = {
          headers: incoming.headers,
          body,
          envelope: JSON.parse(body) as ReceivedWebhook['envelope'],
        };
        const answer = this.handler(webhook);
        void sleep(answer.delayMs ?? 0).then(() => {
          if (response.destroyed) return;
          this.received.push(webhook);
          response.writeHead(answer.status, answer.headers ?? {});
          response.end('ok');
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hooks`;
  }

  /** The events received about one student (or test events, for null), oldest first. */
  eventsFor(userId: number | null): ReceivedWebhook[] {
    return this.received.filter((webhook) => {
      const data = webhook.envelope.data;
      // A user event carries the user; a payment, receipt or certificate names its student.
      const aboutUser = USER_DATA_EVENTS.some((prefix) => webhook.envelope.type.startsWith(prefix));
      const subject = aboutUser ? data.id : data.userId;
      return userId === null ? webhook.envelope.type === 'webhook.test' : subject === userId;
    });
  }

  async waitFor(what: string, ready: () => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      if (Date.now() > deadline) {
        const types = this.received.map((webhook) => webhook.envelope.type).join(', ');
        throw new Error(`${what} did not arrive within ${timeoutMs} ms (received: ${types})`);
      }
      await sleep(50);
    }
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/**
 * Whether the X-Academy-Signature header is `t=…,v1=…` with the HMAC of `t.body` under the
 * secret, checked with the tests' own HMAC, which shares no code with the product's.
 */
export function hasValidSignature(webhook: ReceivedWebhook, secret: string): boolean {
  const header = String(webhook.headers['x-academy-signature'] ?? '');
  const timestamp = Number(/^t=(\d+),/.exec(header)?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  return header === payPortSignatureHeader(secret, timestamp, webhook.body);
}
