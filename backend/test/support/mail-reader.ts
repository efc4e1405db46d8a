import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A mail from the outbox as a reader sees it: UTF-8 headers and the plain-text part decoded. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

const bytes = (text: string) =>
  text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Undoes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in an unfolded header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(bytes(data.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(head);
  return decodeHeader((match?.[1] ?? '').replace(/\n[ \t]+/g, ' '));
}

/** Parses an .eml file as the outbox holds it (Unix line ends, one text/plain part). */
export function readMail(raw: string): ReadMail {
  const [head] = raw.split('\n\n', 1);
  const part = /Content-Type: text\/plain[^\n]*\n((?:[^\n]+\n)*?)\n([\s\S]*?)(?:\n--|$)/.exec(raw);
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(part?.[1] ?? '')?.[1]?.toLowerCase();
  const body = part?.[2] ?? '';
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(bytes(body.replace(/=\n/g, '')), 'latin1').toString('utf8')
        : body;
  return { to: header(head, 'To'), subject: header(head, 'Subject'), text };
}

/** Runs the action and reads the mails written to `outboxDir` meanwhile. */
export async function mailsDuring(
  outboxDir: string,
  action: () => PromiseLike<unknown>,
): Promise<ReadMail[]> {
  const files = () => (existsSync(outboxDir) ? readdirSync(outboxDir) : []);
  const before = new Set(files());
  await action();
  return files()
    .filter((file) => !before.has(file))
    .map((file) => readMail(readFileSync(join(outboxDir, file), 'utf8')));
}
