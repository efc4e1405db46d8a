import { Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiException } from '../../common/http/api-exception.js';
import { Sweep } from '../../common/jobs/sweep.js';
import { AppConfig } from '../../config/app-config.js';
import { inspectContent } from './content-inspection.js';
import {
  STORED_FILE,
  type PreparedContent,
  type StoredContent,
  type UploadPurpose,
} from './stored-content.js';
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
   * Judges the finished upload for `purpose` by its content and names it by its SHA-256. Nothing
   * moves yet: `store` puts it in CONTENT_DIR. A refusal (400) leaves the upload as it was.
   */
  async prepare(uploadId: string, purpose: UploadPurpose): Promise<PreparedContent> {
    const upload = await this.files.find(uploadId);
    if (!upload) throw uploadNotFound();
    if (upload.offset !== upload.size) throw uploadIncomplete(upload.offset, upload.size);
    const inspected = await inspectContent(upload.path, upload.size, purpose);
    if (inspected instanceof ApiException) throw inspected;
    return {
      uploadId,
      source: upload.path,
      file: `${await sha256Of(upload.path)}.${inspected.extension}`,
      bytes: upload.size,
      contentType: inspected.contentType,
      ...withDuration(inspected.durationSeconds),
    };
  }

  /** Judges, names and stores the upload at once. */
  async claim(uploadId: string, purpose: UploadPurpose): Promise<StoredContent> {
    const prepared = await this.prepare(uploadId, purpose);
    await this.store(prepared);
    const { file, bytes, contentType, durationSeconds } = prepared;
    return { file, bytes, contentType, ...withDuration(durationSeconds) };
  }

  /** Moves a prepared upload into CONTENT_DIR under its name, and removes the upload. */
  async store(prepared: PreparedContent): Promise<void> {
    await this.moveIntoContent(prepared.source, prepared.file);
    await this.files.remove(prepared.uploadId);
  }

  /** The content-addressed files in CONTENT_DIR (the seeded files, in folders, are not). */
  async storedFiles(): Promise<string[]> {
    try {
      return (await readdir(this.contentDir)).filter((name) => STORED_FILE.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** Removes a content-addressed file from CONTENT_DIR; any other name is left alone. */
  async removeStored(file: string): Promise<void> {
    if (STORED_FILE.test(file)) await rm(join(this.contentDir, file), { force: true });
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
  private async moveIntoContent(source: string, file: string): Promise<void> {
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

/** A lesson video's duration as a field, none for other files. */
function withDuration(durationSeconds: number | undefined): { durationSeconds?: number } {
  return durationSeconds === undefined ? {} : { durationSeconds };
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
