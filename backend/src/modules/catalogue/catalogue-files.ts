import { Injectable } from '@nestjs/common';
import type { CatalogueItemRequest } from '@academy/contracts';
import type { BookEntity } from './book.entity.js';
import type { LessonEntity } from './lesson.entity.js';
import { uploadNotAttachable } from './catalogue.errors.js';

/** The stored files of a book or lesson, from what a create or a change sends. */
@Injectable()
export class CatalogueFiles {
  newBook(_request: CatalogueItemRequest): Promise<Partial<BookEntity>> {
    return Promise.reject(uploadNotAttachable());
  }

  newLesson(_request: CatalogueItemRequest): Promise<Partial<LessonEntity>> {
    return Promise.reject(uploadNotAttachable());
  }

  async changedBook(row: BookEntity, request: CatalogueItemRequest): Promise<Partial<BookEntity>> {
    if (request.upload !== row.file) throw uploadNotAttachable();
    if (request.cover === undefined || request.cover === row.coverUrl) return {};
    if (request.cover === null) return { coverUrl: null, coverFile: null };
    throw uploadNotAttachable();
  }

  async changedLesson(
    row: LessonEntity,
    request: CatalogueItemRequest,
  ): Promise<Partial<LessonEntity>> {
    if (request.upload !== row.file) throw uploadNotAttachable();
    return {};
  }
}
