import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createTestApp, type TestApp } from './support/test-app.js';

const REQUEST_TIMEOUT_SECONDS = 3;
/** How long past the limit the cut may come (the server checks each second): under twice the limit. */
const SLACK_MS = 2_000;
/** Long enough to tell "cut near the limit" from Node's defaults (60 s and more). */
const GIVE_UP_MS = 10_000;

interface Outcome {
  /** From the first byte sent to the end of the connection; null when the client gave up. */
  cutAfterMs: number | null;
  statusLine: string | null;
}

/**
 * Sends `head` and then the rest a byte at a time every 200 ms, as a slow or hostile client does,
 * and reports when the server ended the connection.
 */
function trickle(port: number, head: string, rest: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let statusLine: string | null = null;
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < rest.length && socket.writable) socket.write(rest[sent++]);
    }, 200);
    const giveUp = setTimeout(() => finish(null), GIVE_UP_MS);
    const finish = (cutAfterMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ cutAfterMs, statusLine });
    };
    socket.on('data', (chunk: Buffer) => {
      statusLine ??= chunk.toString('latin1').split('\r\n')[0];
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
    socket.write(head);
  });
}

describe('the request timeout', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) } });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts a body trickled after complete headers at REQUEST_TIMEOUT_SECONDS', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const head =
      'POST /api/login HTTP/1.1\r\nHost: academy.test\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const outcome = await trickle(port, head, body);
    expect(outcome.cutAfterMs, 'the connection was not cut').not.toBeNull();
    expect(outcome.cutAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_SECONDS * 1000 - 100);
    expect(outcome.cutAfterMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + SLACK_MS);
    expect(outcome.statusLine).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('cuts headers trickled a byte at a time at the same limit', async () => {
    const headers = 'Host: academy.test\r\n' + 'X-Padding: slow\r\n'.repeat(20) + '\r\n';
    const outcome = await trickle(port, 'GET /api/health HTTP/1.1\r\n', headers);
    expect(outcome.cutAfterMs, 'the connection was not cut').not.toBeNull();
    expect(outcome.cutAfterMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + SLACK_MS);
  });

  it('answers a request that arrives within the limit', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/config`);
    expect(response.status).toBe(200);
  });
});
