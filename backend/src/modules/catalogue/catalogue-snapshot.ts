import { extname } from 'node:path';
import type { CourseTier, Locale } from '@academy/contracts';
import { courseAccess, type CourseAccess } from '@academy/domain';
import type { BookEntity } from './book.entity.js';
import type { CatalogueItemColumns } from './catalogue-item.columns.js';
import { courseTierOf } from './catalogue-records.js';
import type { LessonEntity } from './lesson.entity.js';
import type { TierEntity } from './tier.entity.js';

const MEDIA_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Text in each language the apps speak; the Russian one falls back to the English. */
export type Texts = Readonly<Record<Locale, string>>;

export interface PublishedItem {
  readonly id: number;
  readonly title: Texts;
  readonly description: Texts;
  /** Relative to CONTENT_DIR. */
  readonly file: string;
  readonly access: CourseAccess;
}

export interface PublishedBook extends PublishedItem {
  readonly image: string;
}

export interface PublishedLesson extends PublishedItem {
  readonly durationSeconds: number;
}

/** What students may be shown and sold, as one consistent read of the catalogue. */
export interface CatalogueSnapshot {
  /** Published tiers in position order, as GET /api/config lists them. */
  readonly tiers: readonly CourseTier[];
  /** Published books and lessons, in position order. */
  readonly books: readonly PublishedBook[];
  readonly lessons: readonly PublishedLesson[];
  readonly bookById: ReadonlyMap<number, PublishedBook>;
  readonly lessonById: ReadonlyMap<number, PublishedLesson>;
  /** The files signed links may serve (the published items'), with their media type. */
  readonly files: ReadonlyMap<string, string>;
  /** The uploaded covers of published books, served to anyone. */
  readonly covers: ReadonlySet<string>;
}

export interface CatalogueRows {
  tiers: TierEntity[];
  books: BookEntity[];
  lessons: LessonEntity[];
}

function texts(english: string, russian: string): Texts {
  return Object.freeze({ en: english, ru: russian.trim() === '' ? english : russian });
}

function published<T extends CatalogueItemColumns>(rows: T[]): T[] {
  return rows
    .filter((row) => row.published && !row.archived)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * Builds the snapshot from every row. Access rules name tiers by id and match users' courses by
 * name, so they are resolved against all tiers: one no longer on sale still opens what it opened.
 */
export function catalogueSnapshot(rows: CatalogueRows): CatalogueSnapshot {
  const item = (row: CatalogueItemColumns): PublishedItem => ({
    id: row.id,
    title: texts(row.title, row.titleRu),
    description: texts(row.description, row.descriptionRu),
    file: row.file,
    access: Object.freeze(
      courseAccess(
        { tiers: row.accessTiers, minBalance: row.minBalance, free: row.free },
        rows.tiers,
      ),
    ),
  });
  const books = published(rows.books).map((row) =>
    Object.freeze({ ...item(row), image: row.coverUrl ?? '' }),
  );
  const lessons = published(rows.lessons).map((row) =>
    Object.freeze({ ...item(row), durationSeconds: row.durationSeconds }),
  );
  const tiers = rows.tiers
    .filter((tier) => tier.published && !tier.archived)
    .sort((a, b) => a.position - b.position)
    .map((tier): CourseTier => Object.freeze(courseTierOf(tier)));
  return Object.freeze({
    tiers: Object.freeze(tiers),
    books: Object.freeze(books),
    lessons: Object.freeze(lessons),
    bookById: new Map(books.map((book) => [book.id, book])),
    lessonById: new Map(lessons.map((lesson) => [lesson.id, lesson])),
    covers: new Set(published(rows.books).flatMap((row) => row.coverFile ?? [])),
    files: new Map(
      [...books, ...lessons].map(({ file }) => [
        file,
        MEDIA_TYPES[extname(file)] ?? 'application/octet-stream',
      ]),
    ),
  });
}
