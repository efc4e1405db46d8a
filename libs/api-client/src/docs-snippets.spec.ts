import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from './webhook-signature.js';

/**
 * docs/integrators.md shows integrators how to check a webhook signature without this client,
 * in Node and in Python. These tests run those very snippets on signatures made as the API makes
 * them, so the guide cannot drift into code that does not work.
 */
const guide = readFileSync(new URL('../../../docs/integrators.md', import.meta.url), 'utf8');

/** The fenced block of this language that contains the marker. */
function snippet(language: string, marker: string): string {
  const blocks = [...guide.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))];
  const block = blocks.map((match) => match[1]).find((code) => code.includes(marker));
  if (!block) throw new Error(`docs/integrators.md has no ${language} block with ${marker}`);
  return block;
}

const secret = 'whsec_integrators_guide';
const body = JSON.stringify({
  id: 'evt_guide',
  type: 'user.registered',
  createdAt: '2026-11-23T09:00:00.000Z',
  data: { id: 42, username: 'Мария' },
});

interface Delivery {
  header: string;
  body: string;
}

const signed = (timestamp: number, payload = body): Delivery => ({
  header: `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`,
  body: payload,
});
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The cases each snippet must decide, as the client's verifier does. */
const cases: [string, () => Delivery, boolean][] = [
  ['a fresh, correctly signed delivery', () => signed(nowSeconds()), true],
  [
    'a body changed after signing',
    () => ({ ...signed(nowSeconds()), body: body.replace('42', '43') }),
    false,
  ],
  ['a delivery signed ten minutes ago', () => signed(nowSeconds() - 600), false],
  ['a header without a signature', () => ({ header: `t=${nowSeconds()}`, body }), false],
  [
    'a signature of the wrong length',
    () => {
      const delivery = signed(nowSeconds());
      return { ...delivery, header: delivery.header.slice(0, -2) };
    },
    false,
  ],
];

/** The snippet's decisions on every case, in one run; the body travels as raw UTF-8 bytes. */
function decide(run: (deliveries: Delivery[]) => string): boolean[] {
  const deliveries = cases.map(([, delivery]) => delivery());
  return JSON.parse(run(deliveries)) as boolean[];
}

const expected = cases.map(([, , valid]) => valid);

describe('the signature snippets of docs/integrators.md', () => {
  it("the client's verifier decides each case as intended", async () => {
    const deliveries = cases.map(([, delivery]) => delivery());
    const decisions = await Promise.all(
      deliveries.map(({ header, body: raw }) =>
        verifyWebhookSignature({ header, body: raw, secret }),
      ),
    );
    expect(decisions).toEqual(expected);
  });

  it('Node, with node:crypto only, decides each case right', () => {
    const program = `${snippet('js', 'function verifySignature')}
const deliveries = JSON.parse(process.argv[1]);
console.log(JSON.stringify(deliveries.map(({ header, body }) =>
  verifySignature(header, Buffer.from(body, 'utf8'), ${JSON.stringify(secret)}))));`;
    const decisions = decide((deliveries) =>
      execFileSync(
        process.execPath,
        ['--input-type=module', '-e', program, JSON.stringify(deliveries)],
        {
          encoding: 'utf8',
        },
      ),
    );
    expect(decisions).toEqual(expected);
  });

  const python = spawnSync('python3', ['--version']);
  it.skipIf(python.error !== undefined)('Python decides each case right', () => {
    const program = `${snippet('python', 'def verify_signature')}
import json, sys
deliveries = json.loads(sys.argv[1])
print(json.dumps([verify_signature(d["header"], d["body"].encode("utf-8"), ${JSON.stringify(secret)}) for d in deliveries]))`;
    const decisions = decide((deliveries) =>
      execFileSync('python3', ['-c', program, JSON.stringify(deliveries)], { encoding: 'utf8' }),
    );
    expect(decisions).toEqual(expected);
  });
});
