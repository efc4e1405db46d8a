import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (request: RecordedRequest) => { status: number; body: unknown };

/**
 * A local stand-in for a payment provider's HTTP API: it records every request and answers with
 * what the test's handler returns. The real SDK or client talks to it over real HTTP.
 */
export class FakeProvider {
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;

  constructor(public handler: FakeHandler) {}

  async start(): Promise<string> {
    this.server = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const recorded: RecordedRequest = {
          method: incoming.method ?? '',
          path: incoming.url ?? '',
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(recorded);
        const { status, body } = this.handler(recorded);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
