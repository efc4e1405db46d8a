import { Injectable } from '@nestjs/common';
import type {
  BookItem,
  ContentLink,
  ItemAccess,
  LessonItem,
  LessonProgress,
  LessonProgressRequest,
  Locale,
} from '@academy/contracts';
import {
  isAccessLocked,
  mailLocale,
  type CourseAccess,
  type LessonAccessUser,
} from '@academy/domain';
import { AppConfig } from '../../config/app-config.js';
import { CertificateIssuer } from '../certificates/index.js';
import { CatalogueService, type PublishedLesson } from '../catalogue/index.js';
import { UsersService } from '../users/index.js';
import { ContentLinkSigner } from './content-link.signer.js';
import { LessonProgressService } from './lesson-progress.service.js';
import { bookNotFound, booksLocked, lessonLocked, lessonNotFound } from './content.errors.js';

interface Reader extends LessonAccessUser {
  locale: Locale;
}

/** A duration in seconds as the lesson list shows it: mm:ss. */
function minutesAndSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The item's rule as students read it: which courses, or what balance, open it. */
function opensWith(access: CourseAccess): ItemAccess {
  return { free: access.free, courses: [...access.courses], minBalance: access.minBalance };
}

/**
 * The catalogue as the caller may use it, in their language, and signed links for what they may
 * open. Access always comes from the user's current course and balance in the database and the
 * item's rule in the catalogue, through @academy/domain.
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly config: AppConfig,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
    private readonly signer: ContentLinkSigner,
    private readonly progress: LessonProgressService,
    private readonly certificates: CertificateIssuer,
  ) {}

  async books(userId: number | null): Promise<BookItem[]> {
    const [{ books }, reader] = await Promise.all([this.catalogue.current(), this.reader(userId)]);
    const locale = reader?.locale ?? 'en';
    return books.map((book) => ({
      id: book.id,
      title: book.title[locale],
      description: book.description[locale],
      image: book.image,
      isLocked: isAccessLocked(book.access, reader),
      opensWith: opensWith(book.access),
    }));
  }

  async lessons(userId: number | null): Promise<LessonItem[]> {
    const [{ lessons }, reader, progress] = await Promise.all([
      this.catalogue.current(),
      this.reader(userId),
      userId === null ? new Map<number, never>() : this.progress.byLesson(userId),
    ]);
    const locale = reader?.locale ?? 'en';
    return lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title[locale],
      duration: minutesAndSeconds(lesson.durationSeconds),
      isLocked: isAccessLocked(lesson.access, reader),
      opensWith: opensWith(lesson.access),
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
    const book = (await this.catalogue.current()).bookById.get(bookId);
    if (!book) throw bookNotFound();
    const reader = await this.users.getReadable(userId);
    if (isAccessLocked(book.access, reader)) {
      throw booksLocked();
    }
    return this.link(book.file, userId, this.config.contentLinkTtlSeconds);
  }

  /**
   * A lesson's link outlives the lesson by the usual link lifetime, so that watching it through
   * never meets an expired link; after a long pause the player asks for a new one.
   */
  async lessonLink(userId: number, lessonId: number): Promise<ContentLink> {
    const lesson = await this.openLesson(userId, lessonId);
    const lifetime = this.config.contentLinkTtlSeconds + lesson.durationSeconds;
    return this.link(lesson.file, userId, lifetime);
  }

  /** The lesson, when it is published (else 404) and the student may watch it (else 403). */
  private async openLesson(userId: number, lessonId: number): Promise<PublishedLesson> {
    const lesson = (await this.catalogue.current()).lessonById.get(lessonId);
    if (!lesson) throw lessonNotFound();
    const viewer = await this.users.getReadable(userId);
    if (isAccessLocked(lesson.access, viewer)) {
      throw lessonLocked();
    }
    return lesson;
  }

  /** The student reading, in the language they chose, else the one their device last used. */
  private async reader(userId: number | null): Promise<Reader | null> {
    const user = userId === null ? null : await this.users.readActive(userId);
    if (!user) return null;
    const locale = mailLocale(user.locale, user.deviceLocale);
    return { course: user.course, balance: user.balance, locale };
  }

  private link(path: string, userId: number, lifetimeSeconds: number): ContentLink {
    const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
    return {
      url: this.signer.url(path, { userId, expiresAt }),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  }
}
