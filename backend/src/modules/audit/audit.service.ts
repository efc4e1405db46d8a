import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AuditAction, AuditEntry } from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import {
  cappedCount,
  KEY_SEEK_FROM_OFFSET,
  pageTotal,
  readKeysetPage,
  type ListTotal,
  type PagePlace,
} from '../../common/http/list-page.js';
import { timeOrIdOrder } from '../../common/http/keyset-order.js';
import { newestFirstBatches, type BatchKey } from '../../common/http/csv-batches.js';
import { Sweep } from '../../common/jobs/sweep.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { AuditLogEntryEntity, type AuditSnapshot } from './audit-log-entry.entity.js';

export interface AuditRecord {
  /** The staff member or API key, or 'system' for what a provider's event or a job did. */
  actor: StaffActor | 'system';
  action: AuditAction;
  /** Null when the change is not to one student (a staff account, an export). */
  targetUserId: number | null;
  /** The payment's internal id when the change was about a payment. */
  paymentId?: number;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

export const SYSTEM_ACTOR = 'system';

/**
 * Entries per UTC date (`day`, `rows`) from the totals the audit log's triggers keep (migration
 * AuditEntriesPerDay) plus the changes not yet folded into them: exact in the reader's snapshot.
 */
const AUDIT_ENTRIES_PER_DAY = `SELECT day, sum(entries)::bigint AS rows
    FROM (SELECT day, entries FROM audit_log_daily
          UNION ALL SELECT day, entries FROM audit_log_daily_deltas) AS counted
   GROUP BY day HAVING sum(entries) > 0`;

/** How the log names a change made with an API key: by its public prefix, which the list shows. */
export function apiKeyActorName(prefix: string): string {
  return `api-key:${prefix}`;
}

/** How the log and the back office name who acted: a staff username, or an API key's prefix. */
export function actorName(actor: StaffActor): string {
  return actor.kind === 'staff' ? actor.username : apiKeyActorName(actor.prefix);
}

/** The actor columns of an entry. */
function actorColumns(
  actor: AuditRecord['actor'],
): Pick<AuditLogEntryEntity, 'actorId' | 'actor' | 'actorRole' | 'actorApiKeyId'> {
  if (actor === SYSTEM_ACTOR) {
    return { actorId: null, actor: SYSTEM_ACTOR, actorRole: null, actorApiKeyId: null };
  }
  switch (actor.kind) {
    case 'staff':
      return {
        actorId: actor.staffId,
        actor: actor.username,
        actorRole: actor.role,
        actorApiKeyId: null,
      };
    case 'api-key':
      return {
        actorId: null,
        actor: apiKeyActorName(actor.prefix),
        actorRole: null,
        actorApiKeyId: actor.apiKeyId,
      };
  }
}

export interface AuditFilter {
  /** getMany's entry ids. */
  ids?: number[];
  targetUserId?: number;
  action?: AuditAction;
  /** A staff username (or `api-key:<prefix>`), in any letter case. */
  actor?: string;
  /** Changes made with this API key. */
  actorApiKeyId?: number;
  /** A payment's public id. */
  paymentId?: string;
  /** Entries at or after this moment. */
  from?: Date;
  /** Entries before this moment. */
  to?: Date;
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
      ...actorColumns(entry.actor),
      action: entry.action,
      targetUserId: entry.targetUserId,
      paymentId: entry.paymentId ?? null,
      before: entry.before,
      after: entry.after,
    });
  }

  /** Data leaving the system: who took it, with the filter as they sent it. */
  async recordExport(
    manager: EntityManager,
    actor: StaffActor,
    action: Extract<AuditAction, `${string}_export`>,
    filter: unknown,
  ): Promise<void> {
    await this.record(manager, {
      actor,
      action,
      targetUserId: null,
      before: null,
      after: { filter: JSON.stringify(filter) },
    });
  }

  /**
   * One page of the entries the filter matches, by keyset (see readKeysetPage), with a count
   * capped at LIST_COUNT_CAP: the log grows without end, so it is never counted in full.
   */
  async list(
    filter: AuditFilter,
    sortField: 'created_at' | 'id',
    sortOrder: 'ASC' | 'DESC',
    place: PagePlace,
  ): Promise<{ entries: AuditEntry[]; total: ListTotal; nextCursor: string | null }> {
    // A deep page of the whole log counts whole dates off the entries per date, read in the
    // page's snapshot so that both see the same entries.
    const byDate =
      sortField === 'created_at' &&
      place.cursor === undefined &&
      place.offset >= KEY_SEEK_FROM_OFFSET &&
      Object.values(filter).every((value) => value === undefined);
    return byDate
      ? this.entries.manager.transaction('REPEATABLE READ', (manager) =>
          this.readList(manager, filter, sortField, sortOrder, {
            ...place,
            rowsPerDay: AUDIT_ENTRIES_PER_DAY,
          }),
        )
      : this.readList(this.entries.manager, filter, sortField, sortOrder, place);
  }

  /** Folds the per-date changes recorded since the last run into the totals. */
  @Sweep({
    name: 'audit-compact',
    everyMs: 30_000,
    failure: "Folding the audit log's per-date changes failed",
  })
  async compactOnSchedule(): Promise<void> {
    await this.compact();
  }

  async compact(): Promise<void> {
    await this.entries.query('SELECT audit_log_daily_compact()');
  }

  private async readList(
    manager: EntityManager,
    filter: AuditFilter,
    sortField: 'created_at' | 'id',
    sortOrder: 'ASC' | 'DESC',
    place: PagePlace,
  ): Promise<{ entries: AuditEntry[]; total: ListTotal; nextCursor: string | null }> {
    const query = this.filtered(filter, manager);
    const order = timeOrIdOrder('entry', sortField, sortOrder, 'bigint');
    const { entities, raw, nextCursor } = await readKeysetPage<
      AuditLogEntryEntity,
      { payment_public_id: string | null }
    >(query, order, place);
    const total = await pageTotal(place, entities.length, () => cappedCount(query));
    return {
      total,
      nextCursor,
      entries: entities.map((row, index) => toAuditEntry(row, raw[index])),
    };
  }

  /** Every entry the filter matches, newest first, in batches (see newestFirstBatches). */
  batches(filter: AuditFilter, size: number): AsyncGenerator<AuditEntry[]> {
    return newestFirstBatches(
      () => this.filtered(filter),
      'entry',
      size,
      async (batch) => {
        const { entities, raw } = await batch.getRawAndEntities<
          BatchKey & { payment_public_id: string | null }
        >();
        return { items: entities.map((row, index) => toAuditEntry(row, raw[index])), raw };
      },
    );
  }

  private filtered(
    filter: AuditFilter,
    manager: EntityManager = this.entries.manager,
  ): SelectQueryBuilder<AuditLogEntryEntity> {
    const query = manager
      .getRepository(AuditLogEntryEntity)
      .createQueryBuilder('entry')
      .leftJoin(PaymentEntity, 'payment', 'payment.id = entry.paymentId')
      .addSelect('payment.publicId', 'payment_public_id');
    if (filter.ids !== undefined) {
      query.andWhere(filter.ids.length > 0 ? 'entry.id IN (:...ids)' : 'FALSE', {
        ids: filter.ids,
      });
    }
    if (filter.targetUserId !== undefined) {
      query.andWhere('entry.targetUserId = :targetUserId', { targetUserId: filter.targetUserId });
    }
    if (filter.action !== undefined) {
      query.andWhere('entry.action = :action', { action: filter.action });
    }
    if (filter.actor !== undefined) {
      query.andWhere('lower(entry.actor) = lower(:actor)', { actor: filter.actor });
    }
    if (filter.actorApiKeyId !== undefined) {
      query.andWhere('entry.actorApiKeyId = :actorApiKeyId', {
        actorApiKeyId: filter.actorApiKeyId,
      });
    }
    if (filter.paymentId !== undefined) {
      query.andWhere('payment.publicId = :paymentId', { paymentId: filter.paymentId });
    }
    if (filter.from !== undefined)
      query.andWhere('entry.createdAt >= :from', { from: filter.from });
    if (filter.to !== undefined) query.andWhere('entry.createdAt < :to', { to: filter.to });
    return query;
  }
}

function toAuditEntry(
  row: AuditLogEntryEntity,
  raw: { payment_public_id: string | null } | undefined,
): AuditEntry {
  return {
    id: Number(row.id),
    actor: row.actor,
    actorRole: row.actorRole,
    actorApiKeyId: row.actorApiKeyId,
    action: row.action,
    targetUserId: row.targetUserId,
    paymentId: raw?.payment_public_id ?? null,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}
