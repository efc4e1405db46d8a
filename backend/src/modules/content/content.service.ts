import { Injectable } from '@nestjs/common';
import {
  BOOKS,
  LESSONS,
  type BookItem,
  type ContentLink,
  type Lesson,
  type LessonItem,
  type LessonProgress,
  type LessonProgressRequest,
} from '@academy/contracts';
import { canReadBooks, isLessonLocked, type LessonAccessUser } from '@academy/domain';
import { AppConfig } from '../../config/app-config.js';
import { CertificateIssuer } from '../certificates/index.js';
import { UsersService } from '../users/index.js';
import { findBook, findLesson, lessonSeconds } from './content-catalogue.js';
import { ContentLinkSigner } from './content-link.signer.js';
import { LessonProgressService } from './lesson-progress.service.js';
import { bookNotFound, booksLocked, lessonLocked, lessonNotFound } from './content.errors.js';

/** The books as the list shows them, without their files: one list for each answer it can give. */
const BOOK_ITEMS = {
  open: bookItems(false),
  locked: bookItems(true),
};

function bookItems(isLocked: boolean): readonly BookItem[] {
  return BOOKS.map(({ pdfPath: _file, ...book }) => Object.freeze({ ...book, isLocked }));
}

/**
 * The catalogue as the caller may use it, and signed links for what they may open. Access always
 * comes from the user's current course and balance in the database, through @academy/domain.
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly signer: ContentLinkSigner,
    private readonly progress: LessonProgressService,
    private readonly certificates: CertificateIssuer,
  ) {}

  async books(userId: number | null): Promise<BookItem[]> {
    const reader = await this.reader(userId);
    return [...BOOK_ITEMS[canReadBooks(reader?.course) ? 'open' : 'locked']];
  }

  async lessons(userId: number | null): Promise<LessonItem[]> {
    const [viewer, progress] = await Promise.all([
      this.reader(userId),
      userId === null ? new Map<number, never>() : this.progress.byLesson(userId),
    ]);
    return LESSONS.map(({ videoUrl: _file, ...lesson }) => ({
      ...lesson,
      isLocked: isLessonLocked(lesson.id, viewer),
      positionSeconds: progress.get(lesson.id)?.positionSeconds ?? 0,
      completed: progress.get(lesson.id)?.completed ?? false,
    }));
  }

  /** Progress is kept only for lessons the student may watch, by the same rule as their links. */
  async saveLessonProgress(
    userId: number,
    lessonId: number,
    request: LessonProgressRequest,
  ): Promise<LessonProgress> {
    await this.openLesson(userId, lessonId);
    const saved = await this.progress.save(userId, lessonId, request);
    // Checked after the save has committed, so the last of several racing saves sees them all.
    if (request.completed) await this.certificates.issueIfEarned(userId);
    return saved;
  }

  async bookLink(userId: number, bookId: number): Promise<ContentLink> {
    const book = findBook(bookId);
    if (!book) throw bookNotFound();
    const reader = await this.users.getReadable(userId);
    if (!canReadBooks(reader.course)) {
      throw booksLocked();
    }
    return this.link(book.pdfPath, userId, this.config.contentLinkTtlSeconds);
  }

  /**
   * A lesson's link outlives the lesson by the usual link lifetime, so that watching it through
   * never meets an expired link; after a long pause the player asks for a new one.
   */
  async lessonLink(userId: number, lessonId: number): Promise<ContentLink> {
    const lesson = await this.openLesson(userId, lessonId);
    const lifetime = this.config.contentLinkTtlSeconds + lessonSeconds(lesson);
    return this.link(lesson.videoUrl, userId, lifetime);
  }

  /** The lesson, when it exists (else 404) and the student may watch it (else 403). */
  private async openLesson(userId: number, lessonId: number): Promise<Lesson> {
    const lesson = findLesson(lessonId);
    if (!lesson) throw lessonNotFound();
    const viewer = await this.users.getReadable(userId);
    if (isLessonLocked(lesson.id, viewer)) {
      throw lessonLocked();
    }
    return lesson;
  }

  private async reader(userId: number | null): Promise<LessonAccessUser | null> {
    return userId === null ? null : this.users.readActive(userId);
  }

  private link(path: string, userId: number, lifetimeSeconds: number): ContentLink {
    const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
    return {
      url: this.signer.url(path, { userId, expiresAt }),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  }
}
