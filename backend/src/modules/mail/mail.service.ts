import { Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config.js';

/** A file sent with a mail (a sales receipt's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends over SMTP_URL; without it each mail becomes an .eml file in DATA_DIR/outbox. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  readonly outboxDir: string;

  constructor(private readonly config: AppConfig) {
    this.outboxDir = join(config.dataDir, 'outbox');
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.config.mailFrom, ...mail })) as {
      message?: Buffer;
      messageId?: string;
    };
    if (this.config.smtpUrl) {
      this.logger.log(`Mail "${mail.subject}" sent (${info.messageId ?? 'no id'})`);
      return;
    }
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(
      this.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
    );
    await writeFile(file, info.message ?? '', { mode: 0o600 });
    this.logger.log(`Mail "${mail.subject}" written to ${file}`);
  }
}
