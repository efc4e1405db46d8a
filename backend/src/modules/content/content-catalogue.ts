import { extname } from 'node:path';
import { BOOKS, LESSONS, type Book, type Lesson } from '@academy/contracts';

const MEDIA_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The only files the API ever serves: each book's PDF and each lesson's video, by their path. */
const SERVABLE = new Map<string, string>(
  [...BOOKS.map((book) => book.pdfPath), ...LESSONS.map((lesson) => lesson.videoUrl)].map(
    (path) => [path, MEDIA_TYPES[extname(path)] ?? 'application/octet-stream'],
  ),
);

/** The media type of a catalogue file, or null when the path is not one of them. */
export function catalogueMediaType(path: string): string | null {
  return SERVABLE.get(path) ?? null;
}

export function findBook(id: number): Book | undefined {
  return BOOKS.find((book) => book.id === id);
}

export function findLesson(id: number): Lesson | undefined {
  return LESSONS.find((lesson) => lesson.id === id);
}

/** A lesson's catalogue duration ('mm:ss') in seconds. */
export function lessonSeconds(lesson: Lesson): number {
  const [minutes = 0, seconds = 0] = lesson.duration.split(':').map(Number);
  return minutes * 60 + seconds;
}
