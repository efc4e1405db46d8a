import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { Server, TUS_RESUMABLE } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config.js';
import { TUS_BODY_TYPE } from './tus-patch.js';
import { UploadFiles } from './upload-files.js';
import { tusServerRefusal } from './uploads.errors.js';

/** Where the tus protocol is served; an upload's URL is this path and its id. */
export const UPLOADS_PATH = '/api/admin/uploads';

/** A refusal for the tus server to answer: its status (the body is worded on the way out). */
class TusRefusal extends Error {
  constructor(readonly status_code: number) {
    super(`tus refusal ${status_code}`);
  }
}

/** The tus server's answer headers that the API sets itself: CORS and the body's length. */
const SET_BY_THE_API = /^(access-control-|content-length$)/i;

/**
 * The request as the tus server reads it. Only a creation with upload carries a body, which
 * Fastify has left unread (useStreamedBodies).
 */
function tusRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const body =
    request.method === 'POST' && request.headers['content-type'] === TUS_BODY_TYPE
      ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>)
      : null;
  return new Request(new URL(request.url, 'http://localhost'), {
    method: request.method,
    headers,
    body,
    duplex: 'half',
  });
}

/**
 * The tus 1.0.0 server (creation, HEAD, termination, expiration) over the upload files. Requests
 * reach it after the route's guards; PATCH is TusPatch's, under the same per-upload locks. Its
 * answers go out through Fastify, a refusal in the API's error shape.
 */
@Injectable()
export class TusEndpoint {
  private readonly server: Server;

  constructor(config: AppConfig, files: UploadFiles) {
    this.server = new Server({
      path: UPLOADS_PATH,
      datastore: files.store,
      locker: files.locker,
      maxSize: config.uploadMaxBytes,
      relativeLocation: true,
      // Forwarded headers are the proxy's business; the Location is relative anyway.
      respectForwardedHeaders: false,
      onUploadCreate: async (_request, upload) => {
        if (!(await files.hasRoomFor(upload.size ?? 0))) throw new TusRefusal(507);
        return {};
      },
    });
  }

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // On every answer, a refusal's too (tus 1.0.0).
    reply.header('Tus-Resumable', TUS_RESUMABLE);
    const answer = await this.server.handleWeb(tusRequest(request));
    if (answer.status >= 400) {
      const text = await answer.text();
      throw (
        tusServerRefusal(answer.status, text) ??
        new Error(`The tus server answered ${answer.status}: ${text.trim()}`)
      );
    }
    const headers = [...answer.headers].filter(([name]) => !SET_BY_THE_API.test(name));
    await reply.code(answer.status).headers(Object.fromEntries(headers)).send();
  }
}
