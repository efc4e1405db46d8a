import { Injectable } from '@nestjs/common';
import { Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config.js';
import { UploadFiles } from './upload-files.js';

/** Where the tus protocol is served; an upload's URL is this path and its id. */
export const UPLOADS_PATH = '/api/admin/uploads';

/** A refusal the tus server answers as it is: its status and a plain-text body. */
class TusRefusal extends Error {
  readonly body: string;

  constructor(
    readonly status_code: number,
    message: string,
  ) {
    super(message);
    this.body = `${message}\n`;
  }
}

/**
 * The tus 1.0.0 server (creation, HEAD, termination, expiration) over the upload files. Requests
 * reach it after the route's guards; PATCH is TusPatch's, under the same per-upload locks.
 */
@Injectable()
export class TusEndpoint {
  private readonly server: Server;

  constructor(config: AppConfig, files: UploadFiles) {
    const corsOrigins = new Set(config.corsOrigins);
    this.server = new Server({
      path: UPLOADS_PATH,
      datastore: files.store,
      locker: files.locker,
      maxSize: config.uploadMaxBytes,
      relativeLocation: true,
      // Forwarded headers are the proxy's business; the Location is relative anyway.
      respectForwardedHeaders: false,
      // The back office is served from this origin; others only when CORS_ORIGINS lists them.
      allowedOrigins: (origin) => corsOrigins.has(origin),
      allowedHeaders: ['Authorization', 'X-Api-Key'],
      onUploadCreate: async (_request, upload) => {
        if (!(await files.hasRoomFor(upload.size ?? 0))) {
          throw new TusRefusal(507, 'There is not enough free disk space for this upload');
        }
        return {};
      },
    });
  }

  /** Hands the request to the tus server, which answers it itself. */
  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    await this.server.handle(request.raw, reply.raw);
  }
}
