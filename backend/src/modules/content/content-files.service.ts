import { Injectable, Logger } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { open, type FileHandle } from 'node:fs/promises';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { ERROR_CODES } from '@academy/contracts';
import { AppConfig } from '../../config/app-config.js';
import { ApiException } from '../../common/http/api-exception.js';
import { parseByteRange } from './byte-range.js';
import { catalogueMediaType } from './content-catalogue.js';
import { ContentLinkSigner } from './content-link.signer.js';

export interface FileRequest {
  /** The path after /api/content/, exactly as sent: no decoding, so there is one spelling. */
  path: string;
  query: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export interface FileAnswer {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  /** The open file and the bytes to send (inclusive), or null when the answer has no body. */
  body: { file: FileHandle; start: number; end: number } | null;
}

const notFound = () =>
  new ApiException(404, ERROR_CODES.NOT_FOUND, 'This file is not available on the server');

/**
 * Answers a signed link: only catalogue files, only inside CONTENT_DIR, with ranges and
 * revalidation. The caller streams the body from the open file; nothing is read into memory.
 */
@Injectable()
export class ContentFilesService {
  private readonly logger = new Logger(ContentFilesService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly signer: ContentLinkSigner,
  ) {}

  async answer({ path, query, headers }: FileRequest): Promise<FileAnswer> {
    const mediaType = catalogueMediaType(path);
    if (mediaType === null) throw notFound();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const claims = this.signer.verify(path, query, nowSeconds);
    if (!claims) {
      throw new ApiException(
        403,
        ERROR_CODES.LINK_INVALID,
        'This link is invalid or has expired; open the book or lesson again',
      );
    }

    const file = await this.openInsideContentDir(path);
    try {
      const maxAge = claims.expiresAt - nowSeconds;
      const answer = await this.describe(file, path, mediaType, headers, maxAge);
      if (!answer.body) await file.close();
      return answer;
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  private async describe(
    file: FileHandle,
    path: string,
    mediaType: string,
    headers: IncomingHttpHeaders,
    maxAge: number,
  ): Promise<FileAnswer> {
    const stats = await file.stat();
    if (!stats.isFile()) throw notFound();
    const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
    const lastModified = stats.mtime.toUTCString();
    const validators = {
      ETag: etag,
      'Last-Modified': lastModified,
      // Never cached beyond the link's expiry, and only by the browser that holds the link.
      'Cache-Control': `private, max-age=${maxAge}`,
      'Accept-Ranges': 'bytes',
    };
    if (notModified(headers, etag, stats.mtime)) {
      return { status: 304, headers: validators, body: null };
    }

    const entity = {
      ...validators,
      'Content-Type': mediaType,
      'Content-Disposition': `inline; filename="${basename(path)}"`,
    };
    const ifRange = headers['if-range'];
    const range =
      ifRange === undefined || ifRange === etag || ifRange === lastModified
        ? parseByteRange(headers.range, stats.size)
        : ({ kind: 'whole' } as const);

    switch (range.kind) {
      case 'unsatisfiable':
        throw new ApiException(
          416,
          ERROR_CODES.BAD_REQUEST,
          'The requested range is not satisfiable',
          undefined,
          { 'Content-Range': `bytes */${stats.size}`, 'Accept-Ranges': 'bytes' },
        );
      case 'partial':
        return {
          status: 206,
          headers: {
            ...entity,
            'Content-Range': `bytes ${range.start}-${range.end}/${stats.size}`,
            'Content-Length': String(range.end - range.start + 1),
          },
          body: { file, start: range.start, end: range.end },
        };
      case 'whole':
        return {
          status: 200,
          headers: { ...entity, 'Content-Length': String(stats.size) },
          body: stats.size === 0 ? null : { file, start: 0, end: stats.size - 1 },
        };
    }
  }

  private async openInsideContentDir(path: string): Promise<FileHandle> {
    const root = this.config.contentDir;
    const absolute = resolve(root, path);
    const inside = relative(root, absolute);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw notFound();
    }
    try {
      return await open(absolute, 'r');
    } catch (error) {
      this.logger.warn(`Content file ${absolute} cannot be opened: ${String(error)}`);
      throw notFound();
    }
  }
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2). */
function notModified(headers: IncomingHttpHeaders, etag: string, mtime: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}
