import { Injectable } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { RECEIPT_MEDIA_TYPES, type ReceiptMediaType } from '@academy/contracts';
import { AppConfig } from '../../../config/app-config.js';

const EXTENSIONS: Record<ReceiptMediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

export interface StoredReceipt {
  file: string;
  type: ReceiptMediaType;
  size: number;
}

export type ReceiptProblem = 'too-large' | 'empty' | 'not-allowed';

/**
 * Payment receipts on disk, in RECEIPTS_DIR (never under a folder the server serves). A file is
 * written under a temporary name, judged by its content (what it claims to be counts for
 * nothing), then renamed, so a half-written or refused upload never takes a receipt's name.
 */
@Injectable()
export class ReceiptStore {
  private readonly dir: string;

  constructor(config: AppConfig) {
    this.dir = config.receiptsDir;
  }

  async save(
    paymentId: string,
    content: Readable,
    truncated: () => boolean,
  ): Promise<StoredReceipt | ReceiptProblem> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temporary = join(this.dir, `.upload-${randomUUID()}`);
    try {
      await pipeline(content, createWriteStream(temporary, { mode: 0o600 }));
      if (truncated()) return 'too-large';
      const { size } = await stat(temporary);
      if (size === 0) return 'empty';
      const sniffed = await fileTypeFromFile(temporary);
      const type = RECEIPT_MEDIA_TYPES.find((allowed) => allowed === sniffed?.mime);
      if (!type) return 'not-allowed';
      const file = `${paymentId}-${randomUUID()}.${EXTENSIONS[type]}`;
      await rename(temporary, join(this.dir, file));
      return { file, type, size };
    } finally {
      await rm(temporary, { force: true });
    }
  }

  open(file: string): Readable {
    return createReadStream(join(this.dir, file));
  }

  async remove(file: string): Promise<void> {
    await rm(join(this.dir, file), { force: true });
  }
}
