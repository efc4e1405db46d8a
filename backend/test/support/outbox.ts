import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMail, type MailMessage } from './mail-message.js';

/** Undoes the mail's quoted-printable encoding (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token in a mail's /reset-password?token=… link, if it has one. */
export function resetTokenIn(mail: string): string | null {
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? null;
}

/** The mails the app wrote as .eml files to DATA_DIR/outbox (no SMTP_URL in tests). */
export class Outbox {
  constructor(
    private readonly dir: string,
    /** Settles once the mails the app sends after answering are written. */
    private readonly settled: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** How many mails the outbox holds. */
  count(): number {
    return this.files().length;
  }

  /** Runs the action and answers its result with the mails written meanwhile, decoded. */
  async during<T>(action: () => PromiseLike<T>): Promise<{ result: T; mails: string[] }> {
    const before = new Set(this.files());
    const result = await action();
    await this.settled();
    const mails = this.files()
      .filter((file) => !before.has(file))
      .map((file) => decodeQuotedPrintable(readFileSync(join(this.dir, file), 'utf8')));
    return { result, mails };
  }

  /** Like `during`, with each mail parsed: recipient, subject and parts as UTF-8 text. */
  async messagesDuring<T>(
    action: () => PromiseLike<T>,
  ): Promise<{ result: T; messages: MailMessage[] }> {
    const before = new Set(this.files());
    const result = await action();
    await this.settled();
    const messages = this.files()
      .filter((file) => !before.has(file))
      .map((file) => parseMail(readFileSync(join(this.dir, file), 'utf8')));
    return { result, messages };
  }

  /** Every mail in the outbox, parsed; for mails a scheduled job may already have sent. */
  messages(): MailMessage[] {
    return this.files().map((file) => parseMail(readFileSync(join(this.dir, file), 'utf8')));
  }

  private files(): string[] {
    return existsSync(this.dir) ? readdirSync(this.dir) : [];
  }
}
