import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { AuditAction, AuditEntry } from '@academy/contracts';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { AuditLogEntryEntity, type AuditSnapshot } from './audit-log-entry.entity.js';

export interface AuditRecord {
  /** The staff member, or 'system' for what a provider's event or a job did. */
  actor: StaffPrincipal | 'system';
  action: AuditAction;
  /** Null when the change is not to one student (a staff account, an export). */
  targetUserId: number | null;
  /** The payment's internal id when the change was about a payment. */
  paymentId?: number;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

export const SYSTEM_ACTOR = 'system';

export interface AuditFilter {
  targetUserId?: number;
  action?: AuditAction;
  /** A staff username, in any letter case. */
  actor?: string;
  /** A payment's public id. */
  paymentId?: string;
}

/** Who changed what, when, with the values before and after. Written in the change's transaction. */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditLogEntryEntity)
    private readonly entries: Repository<AuditLogEntryEntity>,
  ) {}

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    const staff = entry.actor === SYSTEM_ACTOR ? null : entry.actor;
    await manager.insert(AuditLogEntryEntity, {
      actorId: staff?.staffId ?? null,
      actor: staff?.username ?? SYSTEM_ACTOR,
      actorRole: staff?.role ?? null,
      action: entry.action,
      targetUserId: entry.targetUserId,
      paymentId: entry.paymentId ?? null,
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
    const query = this.entries
      .createQueryBuilder('entry')
      .leftJoin(PaymentEntity, 'payment', 'payment.id = entry.paymentId')
      .addSelect('payment.publicId', 'payment_public_id');
    if (filter.targetUserId !== undefined) {
      query.andWhere('entry.targetUserId = :targetUserId', { targetUserId: filter.targetUserId });
    }
    if (filter.action !== undefined) {
      query.andWhere('entry.action = :action', { action: filter.action });
    }
    if (filter.actor !== undefined) {
      query.andWhere('lower(entry.actor) = lower(:actor)', { actor: filter.actor });
    }
    if (filter.paymentId !== undefined) {
      query.andWhere('payment.publicId = :paymentId', { paymentId: filter.paymentId });
    }
    // The page and the count as two queries: count(*) OVER () would read every matching row in
    // full (their JSONB too) just to number them, ten times slower on a log of a million rows.
    query
      .orderBy('entry.createdAt', order)
      .addOrderBy('entry.id', order)
      .offset(offset)
      .limit(limit);
    const { entities: rows, raw } = await query.getRawAndEntities<{
      payment_public_id: string | null;
    }>();
    const total = await query.getCount();
    return {
      total,
      entries: rows.map((row, index) => ({
        id: Number(row.id),
        actor: row.actor,
        actorRole: row.actorRole,
        action: row.action,
        targetUserId: row.targetUserId,
        paymentId: raw[index]?.payment_public_id ?? null,
        before: row.before,
        after: row.after,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }
}
