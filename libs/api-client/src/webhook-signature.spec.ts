import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_SIGNATURE_HEADER as CONTRACT_SIGNATURE_HEADER } from '@academy/contracts';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.js';

const secret = 'whsec_5f0c2a9e8b7d4c1f';
const body = JSON.stringify({
  id: 'evt_01',
  type: 'balance.changed',
  createdAt: '2026-11-23T10:00:00.000Z',
  data: { id: 42, balance: 250.5, username: 'Анна' },
});
const now = 1_795_000_000;

/** Signs as the API does, with Node's own HMAC: a second implementation to agree with. */
const sign = (timestamp: number, payload: string | Buffer = body, key = secret) =>
  createHmac('sha256', key).update(`${timestamp}.`).update(payload).digest('hex');

const header = (timestamp: number, ...signatures: string[]) =>
  [`t=${timestamp}`, ...signatures.map((signature) => `v1=${signature}`)].join(',');

describe('verifyWebhookSignature', () => {
  it('names the header the API sends', () => {
    expect(WEBHOOK_SIGNATURE_HEADER).toBe(CONTRACT_SIGNATURE_HEADER);
  });

  it('accepts a delivery signed with the secret', async () => {
    await expect(
      verifyWebhookSignature({ header: header(now, sign(now)), body, secret, now }),
    ).resolves.toBe(true);
  });

  it('accepts the body as the raw bytes received, non-ASCII text included', async () => {
    const raw = Buffer.from(body, 'utf8');
    await expect(
      verifyWebhookSignature({ header: header(now, sign(now, raw)), body: raw, secret, now }),
    ).resolves.toBe(true);
  });

  it('accepts a header with spaces after the commas and upper-case hex', async () => {
    const spaced = `t=${now}, v1=${sign(now).toUpperCase()}`;
    await expect(verifyWebhookSignature({ header: spaced, body, secret, now })).resolves.toBe(true);
  });

  it('accepts any one matching v1 while a secret is rotated', async () => {
    const signedWithOld = sign(now, body, 'whsec_old');
    await expect(
      verifyWebhookSignature({ header: header(now, signedWithOld, sign(now)), body, secret, now }),
    ).resolves.toBe(true);
  });

  it('ignores signature schemes it does not know', async () => {
    const withUnknown = `t=${now},v0=deadbeef,v1=${sign(now)}`;
    await expect(verifyWebhookSignature({ header: withUnknown, body, secret, now })).resolves.toBe(
      true,
    );
  });

  it('refuses a body changed after signing', async () => {
    const changed = body.replace('250.5', '25050');
    await expect(
      verifyWebhookSignature({ header: header(now, sign(now)), body: changed, secret, now }),
    ).resolves.toBe(false);
  });

  it('refuses a signature made with another secret', async () => {
    await expect(
      verifyWebhookSignature({
        header: header(now, sign(now, body, 'whsec_other')),
        body,
        secret,
        now,
      }),
    ).resolves.toBe(false);
  });

  it('refuses a signature moved onto another time', async () => {
    await expect(
      verifyWebhookSignature({ header: header(now - 1, sign(now)), body, secret, now }),
    ).resolves.toBe(false);
  });

  it('accepts a time at the edge of the tolerance and refuses one beyond it, either side', async () => {
    const at = (timestamp: number, toleranceSeconds?: number) =>
      verifyWebhookSignature({
        header: header(timestamp, sign(timestamp)),
        body,
        secret,
        now,
        toleranceSeconds,
      });
    await expect(at(now - 300)).resolves.toBe(true);
    await expect(at(now + 300)).resolves.toBe(true);
    await expect(at(now - 301)).resolves.toBe(false);
    await expect(at(now + 301)).resolves.toBe(false);
    await expect(at(now - 3600, 7200)).resolves.toBe(true);
  });

  it('checks the time against the clock when no time is given', async () => {
    const current = Math.floor(Date.now() / 1000);
    const stale = current - 600;
    await expect(
      verifyWebhookSignature({ header: header(current, sign(current)), body, secret }),
    ).resolves.toBe(true);
    await expect(
      verifyWebhookSignature({ header: header(stale, sign(stale)), body, secret }),
    ).resolves.toBe(false);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no time', `v1=${sign(now)}`],
    ['no signature', `t=${now}`],
    ['a time that is not a number', `t=now,v1=${sign(now)}`],
    ['a signature that is not hex', `t=${now},v1=${'z'.repeat(64)}`],
    ['a signature of the wrong length', `t=${now},v1=${sign(now).slice(0, 62)}`],
    ['a part without a value', `t=${now},v1`],
  ])('refuses %s', async (_case, malformed) => {
    await expect(verifyWebhookSignature({ header: malformed, body, secret, now })).resolves.toBe(
      false,
    );
  });
});
