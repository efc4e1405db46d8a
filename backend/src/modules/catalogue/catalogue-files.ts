import { Injectable } from '@nestjs/common';
import type { CatalogueItemRequest } from '@academy/contracts';
import { UploadsService } from '../uploads/index.js';
import type { BookEntity } from './book.entity.js';
import type { LessonEntity } from './lesson.entity.js';

/** Where the API serves an uploaded cover: public, since the library shows covers to everyone. */
export const COVER_URL_PREFIX = '/api/covers/';

type BookFiles = Partial<Pick<BookEntity, 'file' | 'coverUrl' | 'coverFile'>>;
type LessonFiles = Partial<Pick<LessonEntity, 'file' | 'durationSeconds'>>;

/**
 * The stored files of a book or lesson, from what a create or a change sends: an upload id is
 * claimed (sniffed and moved into CONTENT_DIR, refused with 400 otherwise), a value sent back as
 * the record holds it keeps the file. Claimed before the item's transaction, so that no row stays
 * locked while a large file is hashed.
 */
@Injectable()
export class CatalogueFiles {
  constructor(private readonly uploads: UploadsService) {}

  async book(
    request: CatalogueItemRequest,
    current?: Pick<BookEntity, 'file' | 'coverUrl'>,
  ): Promise<BookFiles> {
    const files: BookFiles = {};
    if (request.upload !== current?.file) {
      files.file = (await this.uploads.claim(request.upload, 'book')).file;
    }
    const cover = request.cover ?? null;
    if (cover === null) {
      if (current?.coverUrl != null) Object.assign(files, { coverUrl: null, coverFile: null });
    } else if (cover !== current?.coverUrl) {
      const stored = await this.uploads.claim(cover, 'cover');
      Object.assign(files, {
        coverFile: stored.file,
        coverUrl: `${COVER_URL_PREFIX}${stored.file}`,
      });
    }
    return files;
  }

  async lesson(
    request: CatalogueItemRequest,
    current?: Pick<LessonEntity, 'file'>,
  ): Promise<LessonFiles> {
    if (request.upload === current?.file) return {};
    const stored = await this.uploads.claim(request.upload, 'lesson');
    return { file: stored.file, durationSeconds: stored.durationSeconds ?? 0 };
  }
}
