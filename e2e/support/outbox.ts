import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The link to `path` (such as '/reset-password') in the newest mail to `email` in the server's
 * outbox that has one, if such a mail was written.
 */
export function newestMailedLink(email: string, path: string): string | undefined {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w-]+`);
  // The names start with an ISO timestamp; other tests mail other students at the same time.
  for (const name of names.sort().reverse()) {
    const mail = readFileSync(join(outbox, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!mail.includes(email)) continue;
    const found = link.exec(mail)?.[0];
    if (found) return found;
  }
  return undefined;
}
