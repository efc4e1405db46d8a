import { Injectable } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rm, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { MemoryLocker } from '@tus/server';
import { AppConfig } from '../../config/app-config.js';

/** An upload's id as the tus server names it: 16 random bytes in hex. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Uploads that are never attached are removed this long after they began. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Free space kept on the disk beyond every upload in progress, so that an upload cannot fill it
 * to the last byte that the database and the logs need.
 */
export const DISK_HEADROOM_BYTES = 512 * 1024 * 1024;

interface UploadInfo {
  size?: number;
  creation_date?: string;
}

export interface UploadState {
  path: string;
  /** The bytes received so far. */
  offset: number;
  /** The bytes announced by `Upload-Length`. */
  size: number;
  /** When the sweep removes it unless attached (ms since the epoch). */
  expiresAt: number;
}

/**
 * The uploads in UPLOADS_DIR: for each id, its bytes in `<id>` and its tus record in
 * `<id>.json`, written by the tus file store. Ids are checked before they become paths.
 */
@Injectable()
export class UploadFiles {
  readonly dir: string;
  readonly store: FileStore;
  /**
   * One request at a time per upload, whether the tus server or our PATCH answers it; a request
   * waiting for an upload asks the one holding it to stop.
   */
  readonly locker = new MemoryLocker();

  constructor(config: AppConfig) {
    this.dir = config.uploadsDir;
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    this.store = new FileStore({
      directory: this.dir,
      expirationPeriodInMilliseconds: UPLOAD_LIFETIME_MS,
    });
    // Every upload announces its length, so that the disk can be checked before it begins.
    this.store.extensions = this.store.extensions.filter(
      (extension) => extension !== 'creation-defer-length',
    );
  }

  /** The upload's state, or null when there is no such upload. */
  async find(id: string): Promise<UploadState | null> {
    if (!UPLOAD_ID.test(id)) return null;
    const info = await this.info(id);
    if (info?.size === undefined) return null;
    const path = join(this.dir, id);
    const began = Date.parse(info.creation_date ?? '');
    const expiresAt = Number.isNaN(began) ? Number.POSITIVE_INFINITY : began + UPLOAD_LIFETIME_MS;
    try {
      return { path, offset: (await stat(path)).size, size: info.size, expiresAt };
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) return;
    await rm(join(this.dir, id), { force: true });
    await rm(join(this.dir, `${id}.json`), { force: true });
  }

  /** Whether the disk holds `bytes` more beside what the uploads in progress still need. */
  async hasRoomFor(bytes: number): Promise<boolean> {
    const { bavail, bsize } = await statfs(this.dir);
    let promised = 0;
    for (const id of await this.ids()) {
      const upload = await this.find(id);
      if (upload) promised += Math.max(0, upload.size - upload.offset);
    }
    return bytes + promised + DISK_HEADROOM_BYTES <= bavail * bsize;
  }

  /** Removes the uploads begun before `cutoff`; returns how many. */
  async removeBegunBefore(cutoff: Date): Promise<number> {
    let removed = 0;
    for (const id of await this.ids()) {
      if ((await this.begunAt(id)) < cutoff.getTime()) {
        await this.remove(id);
        removed += 1;
      }
    }
    return removed;
  }

  /** Every upload's id, with its record or its bytes or both (one may be left from a crash). */
  private async ids(): Promise<string[]> {
    const names = await readdir(this.dir);
    return [...new Set(names.map((name) => name.replace(/\.json$/, '')))].filter((id) =>
      UPLOAD_ID.test(id),
    );
  }

  /** When the upload began: its record says; a file without a record counts from its last write. */
  private async begunAt(id: string): Promise<number> {
    const began = Date.parse((await this.info(id))?.creation_date ?? '');
    if (!Number.isNaN(began)) return began;
    try {
      return (await stat(join(this.dir, id))).mtimeMs;
    } catch {
      return 0;
    }
  }

  private async info(id: string): Promise<UploadInfo | null> {
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as UploadInfo;
    } catch {
      return null;
    }
  }
}
