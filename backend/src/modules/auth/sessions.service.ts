import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository, type EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { isUUID } from 'class-validator';
import type { Locale, StudentSession } from '@academy/contracts';
import { StudentCache } from '../users/index.js';
import { UserEntity } from '../users/user.entity.js';
import { sessionView, touchSession } from '../../common/auth/session.columns.js';
import { StudentSessionEntity } from './student-session.entity.js';
import { sessionNotFound } from './auth.errors.js';

// last_seen_at (and the user's last_activity) are written at most this often, not on every request.
const SEEN_WRITE_INTERVAL_MS = 60_000;
const USER_AGENT_MAX = 512;
const IP_MAX = 64;

/** A table as SQL names it, with its schema when the data source has one. */
function tableName({ schema, tableName: name }: { schema?: string; tableName: string }): string {
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}

export interface SignInClient {
  userAgent?: string;
  ip?: string;
  /** The language of the device signing in, when it said (body or Accept-Language). */
  deviceLocale?: Locale | null;
  /** The IANA time zone of the device signing in, when it said. */
  deviceTimeZone?: string | null;
}

@Injectable()
export class SessionsService {
  // Plain SQL on the hottest path of the API: building it with the query builder on every request
  // cost more CPU than the rest of the request (docs/benchmarks.md). The tables are named as the
  // entities map them, schema included, like every other query.
  private readonly openSessionSql: string;

  constructor(
    @InjectRepository(StudentSessionEntity)
    private readonly sessions: Repository<StudentSessionEntity>,
    private readonly cache: StudentCache,
  ) {
    this.openSessionSql = `
      SELECT session.last_seen_at
        FROM ${tableName(sessions.metadata)} session
        JOIN ${tableName(sessions.manager.connection.getMetadata(UserEntity))} account
          ON account.id = session.user_id
       WHERE session.id = $1 AND session.user_id = $2
         AND session.ended_at IS NULL AND account.deleted_at IS NULL`;
  }

  /** Opens a session for a sign-in and answers its id, the token's `sid`. */
  async open(userId: number, client: SignInClient): Promise<string> {
    const id = randomUUID();
    await this.sessions.insert({
      id,
      userId,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ip: client.ip?.slice(0, IP_MAX) || null,
    });
    return id;
  }

  /**
   * Whether the session is open and its user not deleted, checked on every student request, from
   * memory while nothing has changed (StudentCache); keeps last_seen_at and last_activity fresh
   * with a write a minute at most.
   */
  async isOpen(sessionId: string, userId: number): Promise<boolean> {
    if (!isUUID(sessionId)) return false;
    let lastSeen = await this.cache.sessionLastSeen(userId, sessionId);
    if (lastSeen === undefined) {
      const ticket = this.cache.ticket();
      const rows: { last_seen_at: Date | string }[] = await this.sessions.query(
        this.openSessionSql,
        [sessionId, userId],
      );
      if (rows.length === 0) return false;
      lastSeen = new Date(rows[0].last_seen_at).getTime();
      this.cache.rememberSession(ticket, userId, sessionId, lastSeen);
    }
    if (Date.now() - lastSeen >= SEEN_WRITE_INTERVAL_MS) await this.touch(sessionId, userId);
    return true;
  }

  /** The student's open sessions, the most recently used first, the asking one marked. */
  async list(userId: number, currentId: string): Promise<StudentSession[]> {
    const open = await this.sessions.find({
      where: { userId, endedAt: IsNull() },
      order: { lastSeenAt: 'DESC', createdAt: 'DESC' },
    });
    return open.map((session) => sessionView(session, currentId));
  }

  /** Ends one of the student's own open sessions; someone else's, or an ended one, is a 404. */
  async endOwn(userId: number, sessionId: string): Promise<void> {
    const ended = isUUID(sessionId)
      ? await this.sessions.update(
          { id: sessionId, userId, endedAt: IsNull() },
          { endedAt: () => 'now()' },
        )
      : { affected: 0 };
    if (!ended.affected) {
      throw sessionNotFound();
    }
  }

  /** Ends every open session of the user but `exceptId`, inside the caller's transaction if any. */
  async endAll(
    userId: number,
    options: { exceptId?: string; manager?: EntityManager } = {},
  ): Promise<void> {
    const repository = options.manager?.getRepository(StudentSessionEntity) ?? this.sessions;
    await repository.update(
      {
        userId,
        endedAt: IsNull(),
        ...(options.exceptId ? { id: Not(options.exceptId) } : {}),
      },
      { endedAt: () => 'now()' },
    );
  }

  private async touch(sessionId: string, userId: number): Promise<void> {
    await touchSession(this.sessions, sessionId);
    await this.sessions.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ lastActivity: () => 'now()' })
      .where('id = :id', { id: userId })
      .andWhere("(last_activity IS NULL OR last_activity < now() - interval '1 minute')")
      .execute();
  }
}
