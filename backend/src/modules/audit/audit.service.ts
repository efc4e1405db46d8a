import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditAction, AuditEntry, StaffRole } from '@academy/contracts';
import type { StaffPrincipal } from '../../common/auth/principal.js';

export interface AuditRecord {
  actor: StaffPrincipal;
  action: AuditAction;
  targetUserId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

interface AuditRow {
  id: string | number;
  actor: string;
  actor_role: StaffRole;
  action: AuditAction;
  target_user_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Date;
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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_id, actor, actor_role, action, target_user_id, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.actor.staffId,
        entry.actor.username,
        entry.actor.role,
        entry.action,
        entry.targetUserId,
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
      ],
    );
  }

  async list(
    filter: AuditFilter,
    offset: number,
    limit: number,
    order: 'ASC' | 'DESC',
  ): Promise<{ entries: AuditEntry[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.targetUserId !== undefined) {
      params.push(filter.targetUserId);
      conditions.push(`target_user_id = $${params.length}`);
    }
    if (filter.action !== undefined) {
      params.push(filter.action);
      conditions.push(`action = $${params.length}`);
    }
    if (filter.actor !== undefined) {
      params.push(filter.actor);
      conditions.push(`lower(actor) = lower($${params.length})`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    // The page and the count apart: count(*) OVER () would read every matching row in full
    // (their JSONB too) just to number them, ten times slower on a log of a million rows.
    const rows: AuditRow[] = await this.dataSource.query(
      `SELECT id, actor, actor_role, action, target_user_id, before, after, created_at
         FROM audit_log ${where}
        ORDER BY created_at ${order}, id ${order}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM audit_log ${where}`,
      params,
    )) as [{ total: number }];
    return {
      total,
      entries: rows.map((row) => ({
        id: Number(row.id),
        actor: row.actor,
        actorRole: row.actor_role,
        action: row.action,
        targetUserId: row.target_user_id,
        before: row.before,
        after: row.after,
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  }
}
