import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';

/** What the back office sends in one PATCH (UPLOAD_CHUNK_BYTES in admin-web). */
const CHUNK_BYTES = 16 * 1024 * 1024;

export interface UploadFigures {
  bytes: number;
  /** MB/s writing the same bytes straight to a file on the same disk. */
  diskMegabytesPerSecond: number;
  /** MB/s of a tus upload through the API, chunk after chunk. */
  uploadMegabytesPerSecond: number;
  ratio: number;
}

const megabytesPerSecond = (bytes: number, milliseconds: number) =>
  bytes / 1_000_000 / (milliseconds / 1000);

/**
 * Writes `bytes` in chunks to a new file in `dir` and returns the milliseconds it took. Like the
 * API answering a PATCH, it stops once the bytes are written to the file: neither side syncs.
 */
async function writeToDisk(dir: string, chunk: Buffer, bytes: number): Promise<number> {
  const path = join(dir, 'bench-disk-write');
  const started = performance.now();
  const file = createWriteStream(path);
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!file.write(chunk.subarray(0, Math.min(chunk.length, bytes - written)))) {
      await once(file, 'drain');
    }
  }
  file.end();
  await once(file, 'finish');
  const elapsed = performance.now() - started;
  await rm(path, { force: true });
  return elapsed;
}

/** Uploads `bytes` with tus (POST, then 16 MiB PATCHes) and returns the milliseconds it took. */
async function uploadWithTus(apiUrl: string, authorization: string, chunk: Buffer, bytes: number) {
  const tus = { authorization, 'tus-resumable': '1.0.0' };
  const started = performance.now();
  const created = await fetch(`${apiUrl}/api/admin/uploads`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(bytes) },
  });
  if (created.status !== 201) throw new Error(`POST /api/admin/uploads answered ${created.status}`);
  const location = new URL(created.headers.get('location') ?? '', apiUrl).toString();
  for (let offset = 0; offset < bytes; offset += chunk.length) {
    const body = chunk.subarray(0, Math.min(chunk.length, bytes - offset));
    const sent = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body,
    });
    if (sent.status !== 204) throw new Error(`PATCH ${location} answered ${sent.status}`);
  }
  const elapsed = performance.now() - started;
  await fetch(location, { method: 'DELETE', headers: tus });
  return elapsed;
}

/**
 * A tus upload's throughput through the API as a share of writing the same bytes into the folder
 * the API keeps its uploads in (its UPLOADS_DIR), timed just before and just after the upload so
 * that both meet the same load on a shared machine.
 */
export async function measureUpload(
  apiUrl: string,
  authorization: string,
  uploadsDir: string,
  bytes: number,
): Promise<UploadFigures> {
  const chunk = randomBytes(CHUNK_BYTES);
  const diskBefore = await writeToDisk(uploadsDir, chunk, bytes);
  const upload = await uploadWithTus(apiUrl, authorization, chunk, bytes);
  const diskAfter = await writeToDisk(uploadsDir, chunk, bytes);
  const diskMegabytesPerSecond = megabytesPerSecond(bytes, (diskBefore + diskAfter) / 2);
  const uploadMegabytesPerSecond = megabytesPerSecond(bytes, upload);
  return {
    bytes,
    diskMegabytesPerSecond,
    uploadMegabytesPerSecond,
    ratio: uploadMegabytesPerSecond / diskMegabytesPerSecond,
  };
}
