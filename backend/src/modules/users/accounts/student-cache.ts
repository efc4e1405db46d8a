import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { StudentChangeFeed, type StudentChange } from '../../../database/student-change-feed.js';
import type { UserEntity } from '../user.entity.js';

// Enough for every student active at once on one process; the least recently seen go first.
const MAX_STUDENTS = 100_000;

/** Where a student stands in each lesson they opened, by lesson id (LessonProgressService). */
export type LessonPlaces = ReadonlyMap<
  number,
  Readonly<{ positionSeconds: number; completed: boolean }>
>;

/**
 * What a signed-in student's own reads answer from (their profile, what their course opens, the
 * language of their documents): a cached student holds only these fields of their row, a third of
 * the whole entity's memory, for up to 100,000 students per process (docs/benchmarks.md).
 */
export type ReadableStudent = Readonly<
  Pick<
    UserEntity,
    | 'id'
    | 'email'
    | 'username'
    | 'lastname'
    | 'contact'
    | 'balance'
    | 'course'
    | 'overdraft'
    | 'overdraftExpiresAt'
    | 'avatar'
    | 'createdAt'
    | 'lastActivity'
    | 'locale'
    | 'deviceLocale'
    | 'emailVerifiedAt'
    | 'pendingEmail'
  >
>;

/** The readable fields of a row, as one object literal so that every copy shares one shape. */
function readable(user: UserEntity): ReadableStudent {
  return Object.freeze({
    id: user.id,
    email: user.email,
    username: user.username,
    lastname: user.lastname,
    contact: user.contact,
    balance: user.balance,
    course: user.course,
    overdraft: user.overdraft,
    overdraftExpiresAt: user.overdraftExpiresAt,
    avatar: user.avatar,
    createdAt: user.createdAt,
    lastActivity: user.lastActivity,
    locale: user.locale,
    deviceLocale: user.deviceLocale,
    emailVerifiedAt: user.emailVerifiedAt,
    pendingEmail: user.pendingEmail,
  });
}

interface CachedStudent {
  /** The student's row as last read, while not deleted; frozen, since every reader shares it. */
  user?: ReadableStudent;
  /** Open sessions: id → when last seen (ms since the epoch). */
  readonly sessions: Map<string, number>;
  /** Their lesson progress as last read. */
  lessons?: LessonPlaces;
}

/** A read of the database begun at this point: what it finds may be kept only if nothing changed meanwhile. */
export interface CacheTicket {
  readonly generation: number;
}

/**
 * Signed-in students, their open sessions and their lesson progress, kept in memory so that the
 * token check and the student's own reads cost no query. An entry never outlives the change that makes it untrue: the
 * database announces every change to a student and every ended session (StudentChangeFeed), the
 * entry goes the moment the announcement arrives, and an answer from memory first waits until every
 * change committed before the request has arrived. Without the announcements nothing is answered
 * from memory (docs/decisions.md).
 */
@Injectable()
export class StudentCache {
  private readonly students = new LRUCache<number, CachedStudent>({ max: MAX_STUDENTS });
  // Counts the changes heard; a read that saw one arrive while it ran is not kept.
  private generation = 0;

  constructor(private readonly feed: StudentChangeFeed) {
    feed.subscribe((change) => this.forget(change));
  }

  /** Take before reading the database; hand back to remember what was read. */
  ticket(): CacheTicket {
    return { generation: this.generation };
  }

  /** When the session was last seen, if it is known open; undefined: ask the database. */
  async sessionLastSeen(userId: number, sessionId: string): Promise<number | undefined> {
    if (this.students.peek(userId)?.sessions.get(sessionId) === undefined) return undefined;
    if (!(await this.feed.caughtUp())) return undefined;
    return this.students.get(userId)?.sessions.get(sessionId);
  }

  rememberSession(ticket: CacheTicket, userId: number, sessionId: string, lastSeen: number): void {
    if (ticket.generation !== this.generation) return;
    this.entry(userId).sessions.set(sessionId, lastSeen);
  }

  /** The student's row, if known and not deleted; undefined: ask the database. */
  async user(userId: number): Promise<ReadableStudent | undefined> {
    if (this.students.peek(userId)?.user === undefined) return undefined;
    if (!(await this.feed.caughtUp())) return undefined;
    return this.students.get(userId)?.user;
  }

  rememberUser(ticket: CacheTicket, user: UserEntity): void {
    if (ticket.generation !== this.generation || user.deletedAt) return;
    this.entry(user.id).user = readable(user);
  }

  /** The student's lesson progress, if known; undefined: ask the database. */
  async lessons(userId: number): Promise<LessonPlaces | undefined> {
    if (this.students.peek(userId)?.lessons === undefined) return undefined;
    if (!(await this.feed.caughtUp())) return undefined;
    return this.students.get(userId)?.lessons;
  }

  rememberLessons(ticket: CacheTicket, userId: number, lessons: LessonPlaces): void {
    if (ticket.generation !== this.generation) return;
    this.entry(userId).lessons = lessons;
  }

  private entry(userId: number): CachedStudent {
    let entry = this.students.get(userId);
    if (!entry) {
      entry = { sessions: new Map() };
      this.students.set(userId, entry);
    }
    return entry;
  }

  private forget(change: StudentChange): void {
    this.generation += 1;
    if (change === 'everyone') this.students.clear();
    else for (const id of change) this.students.delete(id);
  }
}
