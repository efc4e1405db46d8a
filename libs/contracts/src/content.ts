import type { Book, Lesson } from './catalogue.js';

/**
 * What opens a book or a lesson, as the catalogue says: anyone when `free`; otherwise holding one
 * of `courses` (tier names, the `course` values users hold) or a balance of at least `minBalance`.
 */
export interface ItemAccess {
  free: boolean;
  courses: string[];
  minBalance: number | null;
}

/** GET /api/books: the catalogue with the caller's access. */
export interface BookItem extends Omit<Book, 'pdfPath'> {
  isLocked: boolean;
  opensWith: ItemAccess;
}

/** GET /api/lessons: the catalogue with the caller's access; the video comes from its link call. */
export interface LessonItem extends Omit<Lesson, 'videoUrl'> {
  isLocked: boolean;
  opensWith: ItemAccess;
  /** Where the caller stopped (0 when never opened or without a token). */
  positionSeconds: number;
  completed: boolean;
}

export interface ItemsEnvelope<T> {
  status: 200;
  data: T[];
}

/** GET /api/books/:id/link and /api/lessons/:id/link: a short-lived signed URL for the file. */
export interface ContentLink {
  url: string;
  expiresAt: string;
}
