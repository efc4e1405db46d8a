import { Injectable, Logger } from '@nestjs/common';
import { send, type ErrorSendResult, type FileSendResult } from '@fastify/send';
import type { IncomingMessage } from 'node:http';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { AppConfig } from '../../config/app-config.js';
import { CatalogueService } from '../catalogue/index.js';
import { ContentLinkSigner } from './content-link.signer.js';
import {
  contentFileChanged,
  contentFileNotFound,
  contentLinkInvalid,
  contentRangeNotSatisfiable,
} from './content.errors.js';

export interface FileRequest {
  /** The path after /api/content/, exactly as sent: no decoding, so there is one spelling. */
  path: string;
  query: Record<string, unknown>;
  /** The request itself: its method and its Range and conditional headers shape the answer. */
  raw: IncomingMessage;
}

export interface FileAnswer {
  status: number;
  headers: Record<string, string>;
  /** The bytes to send, read from the file as they go out; empty for HEAD and 304. */
  body: Readable;
}

/**
 * Answers a signed link: only the published catalogue items' files, only inside CONTENT_DIR. What the project
 * decides (which file, who may have it, its type, how long it may be cached) is checked here;
 * ranges, validators, 304 and HEAD are @fastify/send's, as for the web apps' files.
 */
@Injectable()
export class ContentFilesService {
  private readonly logger = new Logger(ContentFilesService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly catalogue: CatalogueService,
    private readonly signer: ContentLinkSigner,
  ) {}

  async answer({ path, query, raw }: FileRequest): Promise<FileAnswer> {
    const mediaType = (await this.catalogue.current()).files.get(path);
    if (mediaType === undefined) throw contentFileNotFound();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const claims = this.signer.verify(path, query, nowSeconds);
    if (!claims) {
      throw contentLinkInvalid();
    }
    this.assertInsideContentDir(path);

    // send() decodes the path it is given, so it gets the catalogue path encoded.
    const sent = await send(raw, encodeURI(path), {
      root: this.config.contentDir,
      index: false,
      // The type comes from the catalogue and caching from the link: see withDecidedHeaders.
      contentType: false,
      cacheControl: false,
    });
    switch (sent.type) {
      case 'file':
        return withDecidedHeaders(sent, mediaType, path, claims.expiresAt - nowSeconds);
      case 'directory':
        this.logger.warn(`Content file ${path} is a directory`);
        throw contentFileNotFound();
      case 'error':
        throw this.refusal(sent, path);
    }
  }

  private assertInsideContentDir(path: string): void {
    const root = this.config.contentDir;
    const inside = relative(root, resolve(root, path));
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw contentFileNotFound();
    }
  }

  /** The library's refusals as the API's errors: JSON, with a stable code. */
  private refusal(sent: ErrorSendResult, path: string): Error {
    switch (sent.statusCode) {
      case 404:
        this.logger.warn(`Content file ${path} cannot be opened: ${String(sent.metadata.error)}`);
        return contentFileNotFound();
      case 412:
        return contentFileChanged();
      case 416:
        return contentRangeNotSatisfiable(sent.headers['Content-Range'] ?? '');
      default:
        return sent.metadata.error;
    }
  }
}

/** The decided headers over the library's: the catalogue's type, private caching until expiry. */
function withDecidedHeaders(
  sent: FileSendResult,
  mediaType: string,
  path: string,
  maxAge: number,
): FileAnswer {
  const headers: Record<string, string> = {
    ...sent.headers,
    // Never cached beyond the link's expiry, and only by the browser that holds the link.
    'Cache-Control': `private, max-age=${maxAge}`,
  };
  if (sent.statusCode !== 304) {
    headers['Content-Type'] = mediaType;
    headers['Content-Disposition'] = `inline; filename="${basename(path)}"`;
  }
  return { status: sent.statusCode, headers, body: sent.stream };
}
