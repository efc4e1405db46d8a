import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { isUUID } from 'class-validator';
import { IsNull, Not, Repository, type EntityManager } from 'typeorm';
import type { StaffSession } from '@academy/contracts';
import { sessionView, touchSession } from '../../../common/auth/session.columns.js';
import { StaffEntity } from '../staff.entity.js';
import { StaffSessionEntity } from './staff-session.entity.js';

// last_seen_at is written at most this often, not on every request.
const SEEN_WRITE_INTERVAL_MS = 60_000;
const USER_AGENT_MAX = 512;
const IP_MAX = 64;

export interface StaffSignInClient {
  ip: string;
  userAgent?: string;
}

/**
 * Back-office sign-ins. Unlike the students' sessions nothing is cached: every staff request reads
 * its session with its account (one indexed query, and staff requests are few), so ending a
 * session on one API instance refuses its token on every instance at the next request.
 */
@Injectable()
export class StaffSessionsService {
  constructor(
    @InjectRepository(StaffSessionEntity)
    private readonly sessions: Repository<StaffSessionEntity>,
  ) {}

  /** Opens a session for a sign-in and answers its id, the token's `sid`. */
  async open(manager: EntityManager, staffId: number, client: StaffSignInClient): Promise<string> {
    const id = randomUUID();
    await manager.insert(StaffSessionEntity, {
      id,
      staffId,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ip: client.ip.slice(0, IP_MAX) || null,
    });
    return id;
  }

  /**
   * The account of an open session, or null when the session is unknown, ended or another
   * account's; keeps last_seen_at fresh with a write a minute at most.
   */
  async openAccount(sessionId: string, staffId: number): Promise<StaffEntity | null> {
    if (!isUUID(sessionId)) return null;
    const session = await this.sessions.findOne({
      where: { id: sessionId, staffId, endedAt: IsNull() },
    });
    if (!session) return null;
    const account = await this.sessions.manager.findOne(StaffEntity, { where: { id: staffId } });
    if (account && Date.now() - session.lastSeenAt.getTime() >= SEEN_WRITE_INTERVAL_MS) {
      await touchSession(this.sessions, sessionId);
    }
    return account;
  }

  /** The account's open sessions, the most recently used first, `currentId` marked. */
  async list(staffId: number, currentId: string | null): Promise<StaffSession[]> {
    const open = await this.sessions.find({
      where: { staffId, endedAt: IsNull() },
      order: { lastSeenAt: 'DESC', createdAt: 'DESC' },
    });
    return open.map((session) => sessionView(session, currentId));
  }

  /** Ends one open session of the account; answers whether there was one to end. */
  async end(manager: EntityManager, staffId: number, sessionId: string): Promise<boolean> {
    if (!isUUID(sessionId)) return false;
    const ended = await manager.update(
      StaffSessionEntity,
      { id: sessionId, staffId, endedAt: IsNull() },
      { endedAt: () => 'now()' },
    );
    return (ended.affected ?? 0) > 0;
  }

  /** Ends every open session of the account but `exceptId`, inside the caller's transaction. */
  async endAll(manager: EntityManager, staffId: number, exceptId?: string | null): Promise<void> {
    await manager.update(
      StaffSessionEntity,
      { staffId, endedAt: IsNull(), ...(exceptId ? { id: Not(exceptId) } : {}) },
      { endedAt: () => 'now()' },
    );
  }
}
