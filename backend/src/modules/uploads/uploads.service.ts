import { Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiException } from '../../common/http/api-exception.js';
import { Sweep } from '../../common/jobs/sweep.js';
import { AppConfig } from '../../config/app-config.js';
import { inspectContent } from './content-inspection.js';
import type { StoredContent, UploadPurpose } from './stored-content.js';
import { UPLOAD_LIFETIME_MS, UploadFiles } from './upload-files.js';
import { uploadIncomplete, uploadNotFound } from './uploads.errors.js';

/**
 * Attaching finished uploads to the catalogue, and removing those never attached. An attached
 * file lives in CONTENT_DIR under the SHA-256 of its bytes, so the same file uploaded twice is
 * stored once and a name never points at other bytes than it did.
 */
@Injectable()
export class UploadsService {
  private readonly contentDir: string;

  constructor(
    config: AppConfig,
    private readonly files: UploadFiles,
  ) {
    this.contentDir = config.contentDir;
  }

  /**
   * Judges the finished upload for `purpose` by its content, moves it into CONTENT_DIR and
   * removes the upload. A refusal (400) stores nothing and leaves the upload as it was.
   */
  async claim(uploadId: string, purpose: UploadPurpose): Promise<StoredContent> {
    const upload = await this.files.find(uploadId);
    if (!upload) throw uploadNotFound();
    if (upload.offset !== upload.size) throw uploadIncomplete(upload.offset, upload.size);
    const inspected = await inspectContent(upload.path, upload.size, purpose);
    if (inspected instanceof ApiException) throw inspected;
    const file = `${await sha256Of(upload.path)}.${inspected.extension}`;
    await this.store(upload.path, file);
    await this.files.remove(uploadId);
    return {
      file,
      bytes: upload.size,
      contentType: inspected.contentType,
      ...(inspected.durationSeconds === undefined
        ? {}
        : { durationSeconds: inspected.durationSeconds }),
    };
  }

  @Sweep({ name: 'uploads-expiry', everyMs: 15 * 60_000, failure: 'Removing old uploads failed' })
  async removeAbandonedOnSchedule(): Promise<void> {
    await this.removeAbandoned();
  }

  /**
   * Removes the uploads begun more than 24 hours before `now` and never attached. Every replica
   * may run it at once: removing a removed file is no error.
   */
  async removeAbandoned(now = new Date()): Promise<number> {
    return this.files.removeBegunBefore(new Date(now.getTime() - UPLOAD_LIFETIME_MS));
  }

  /**
   * Puts the bytes at `file` in CONTENT_DIR in one step (a rename), so no reader ever sees half
   * a file; across file systems they are copied beside it first. Same name, same bytes: a file
   * already there is kept.
   */
  private async store(source: string, file: string): Promise<void> {
    const target = join(this.contentDir, file);
    if (await exists(target)) return;
    await mkdir(this.contentDir, { recursive: true });
    try {
      await rename(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Attached at the same moment by another request, which moved the same bytes there.
      if (code === 'ENOENT' && (await exists(target))) return;
      if (code !== 'EXDEV') throw error;
      const partial = join(this.contentDir, `.${file}.${randomUUID()}.partial`);
      try {
        await copyFile(source, partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    }
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
