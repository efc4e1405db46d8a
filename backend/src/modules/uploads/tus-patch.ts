import { Injectable } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { truncate } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { TUS_RESUMABLE } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UploadFiles } from './upload-files.js';
import { badRequest, unsupportedMediaType } from '../../common/http/http.errors.js';
import {
  tusVersionRequired,
  uploadExpired,
  uploadMissing,
  uploadOffsetConflict,
  uploadTooLong,
} from './uploads.errors.js';

/** The one body a PATCH may carry (tus 1.0.0). */
export const TUS_BODY_TYPE = 'application/offset+octet-stream';

/**
 * Bytes received and not yet on the disk, per PATCH. The socket is read on while earlier bytes
 * are being written, and whatever waited meanwhile goes to the file in one write. It is kept
 * small because the client sends its next PATCH only once this one is answered, and it is
 * answered when the buffer has reached the file: with 8 MiB, every 16 MiB PATCH ended in a pause
 * of up to 8 MiB of writing with the socket idle, and uploads ran at about 0.6 of the speed
 * they reach with 1 MiB (docs/benchmarks.md).
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

const WHOLE_NUMBER = /^(0|[1-9]\d*)$/;

/** How a body's receiving ended. */
type Ending = 'whole' | 'cut' | 'too long';

/**
 * A tus 1.0.0 PATCH: the request's bytes go straight from the socket into the upload's file at
 * its offset, with no stream between them, so an upload arrives about as fast as the disk takes
 * it. The tus server answers the other methods; both take the same per-upload lock.
 */
@Injectable()
export class TusPatch {
  constructor(private readonly files: UploadFiles) {}

  async receive(id: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // On every answer, a refusal's too (tus 1.0.0).
    reply.header('Tus-Resumable', TUS_RESUMABLE);
    const headers = await this.append(id, request.raw);
    await reply.code(204).headers(headers).send();
  }

  /** The headers of the 204 once the bytes are in; a refusal is thrown. */
  private async append(id: string, request: IncomingMessage): Promise<Record<string, string>> {
    const { headers } = request;
    if (headers['tus-resumable'] !== TUS_RESUMABLE) throw tusVersionRequired();
    if (headers['content-type'] !== TUS_BODY_TYPE) {
      throw unsupportedMediaType(`The body must be ${TUS_BODY_TYPE}`);
    }
    const offset = wholeNumber(headers['upload-offset']);
    if (offset === null) throw badRequest('Upload-Offset must be a whole number of bytes');
    const contentLength = wholeNumber(headers['content-length']);

    const stop = new AbortController();
    const lock = this.files.locker.newLock(id);
    // A request waiting for this upload (a retry, or HEAD after a broken connection) means the
    // client has given up on this one: it stops, keeping the bytes that arrived.
    await lock.lock(new AbortController().signal, () => stop.abort());
    try {
      const upload = await this.files.find(id);
      if (!upload) throw uploadMissing();
      if (upload.expiresAt <= Date.now()) throw uploadExpired();
      // The upload is left as it was: the client asks HEAD where it stands and sends from there.
      if (offset !== upload.offset) throw uploadOffsetConflict(offset, upload.offset);
      const room = upload.size - offset;
      if (contentLength !== null && contentLength > room) throw uploadTooLong(room);

      const received = await receiveInto(upload.path, offset, request, room, stop.signal);
      if (received.ending === 'too long') {
        await truncate(upload.path, offset);
        throw uploadTooLong(room);
      }
      const reached = offset + received.bytes;
      return {
        'Upload-Offset': String(reached),
        ...(reached < upload.size && Number.isFinite(upload.expiresAt)
          ? { 'Upload-Expires': new Date(upload.expiresAt).toUTCString() }
          : {}),
        ...(received.ending === 'cut' ? { Connection: 'close' } : {}),
      };
    } finally {
      await lock.unlock();
    }
  }
}

function wholeNumber(header: string | string[] | undefined): number | null {
  return typeof header === 'string' && WHOLE_NUMBER.test(header) ? Number(header) : null;
}

/**
 * Writes the body into the file from `start`, `room` bytes at most, and settles once every byte
 * taken is on the file: when the body ends, when the request breaks off, and when `stop` is
 * signalled, so that HEAD then reports all that arrived.
 */
function receiveInto(
  path: string,
  start: number,
  body: IncomingMessage,
  room: number,
  stop: AbortSignal,
): Promise<{ bytes: number; ending: Ending }> {
  const file = createWriteStream(path, { flags: 'r+', start, highWaterMark: WRITE_BUFFER_BYTES });
  let ending: Ending | null = null;
  let taken = 0;

  const end = (how: Ending) => {
    if (ending) return;
    ending = how;
    body.off('data', take);
    // The rest of a body too long is read and dropped, so that the connection can serve again;
    // a body stopped short stays unread, and its connection closes after the answer.
    if (how === 'too long') body.resume();
    else body.pause();
    file.off('drain', resume);
    stop.removeEventListener('abort', cut);
    if (!file.destroyed) file.end();
  };
  const take = (chunk: Buffer) => {
    taken += chunk.length;
    if (taken > room) end('too long');
    else if (!file.write(chunk)) body.pause();
  };
  const resume = () => body.resume();
  const cut = () => end('cut');

  body.on('data', take);
  body.once('end', () => end('whole'));
  // After 'end' this changes nothing; before it, the client went away or the deadline passed.
  body.once('close', cut);
  body.on('error', cut);
  file.on('drain', resume);
  stop.addEventListener('abort', cut);
  // The client may have gone while the request waited for its guards and the upload's lock.
  if (stop.aborted || body.destroyed) cut();

  return new Promise((resolve, reject) => {
    file.once('error', (error) => {
      cut();
      reject(error);
    });
    file.once('close', () => resolve({ bytes: file.bytesWritten, ending: ending ?? 'cut' }));
  });
}
