import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { AuditAction, AuditEntry } from '@academy/contracts';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { AuditLogEntryEntity, type AuditSnapshot } from './audit-log-entry.entity.js';

export interface AuditRecord {
  actor: StaffPrincipal;
  action: AuditAction;
  targetUserId: number;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

export interface AuditFilter {
  targetUserId?: number;
  action?: AuditAction;
  /** A staff username, in any letter case. */
  actor?: string;
}

/** Who changed what, when, with the values before and after. Written in the change's transaction. */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditLogEntryEntity)
    private readonly entries: Repository<AuditLogEntryEntity>,
  ) {}

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await manager.insert(AuditLogEntryEntity, {
      actorId: entry.actor.staffId,
      actor: entry.actor.username,
      actorRole: entry.actor.role,
      action: entry.action,
      targetUserId: entry.targetUserId,
      before: entry.before,
      after: entry.after,
    });
  }

  async list(
    filter: AuditFilter,
    offset: number,
    limit: number,
    order: 'ASC' | 'DESC',
  ): Promise<{ entries: AuditEntry[]; total: number }> {
    const query = this.entries.createQueryBuilder('entry');
    if (filter.targetUserId !== undefined) {
      query.andWhere('entry.targetUserId = :targetUserId', { targetUserId: filter.targetUserId });
    }
    if (filter.action !== undefined) {
      query.andWhere('entry.action = :action', { action: filter.action });
    }
    if (filter.actor !== undefined) {
      query.andWhere('lower(entry.actor) = lower(:actor)', { actor: filter.actor });
    }
    // The page and the count as two queries: count(*) OVER () would read every matching row in
    // full (their JSONB too) just to number them, ten times slower on a log of a million rows.
    const [rows, total] = await query
      .orderBy('entry.createdAt', order)
      .addOrderBy('entry.id', order)
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return {
      total,
      entries: rows.map((row) => ({
        id: Number(row.id),
        actor: row.actor,
        actorRole: row.actorRole,
        action: row.action,
        targetUserId: row.targetUserId,
        before: row.before,
        after: row.after,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }
}
