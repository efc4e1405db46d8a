import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { AuditEntry } from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { csvRow } from '../../common/http/csv.js';
import { AuditService, type AuditFilter } from './audit.service.js';

export const AUDIT_EXPORT_BATCH_SIZE = 1000;

export const AUDIT_EXPORT_COLUMNS = [
  'id',
  'created_at',
  'actor',
  'actor_role',
  'action',
  'target_user_id',
  'payment_id',
  'before',
  'after',
] as const;

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : null);

function cells(entry: AuditEntry) {
  return [
    entry.id,
    entry.created_at,
    entry.actor,
    entry.actorRole,
    entry.action,
    entry.targetUserId,
    entry.paymentId,
    json(entry.before),
    json(entry.after),
  ];
}

/** The audit log as CSV; taking it is itself audited, as every export of the log's data is. */
@Injectable()
export class AuditExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** `rawFilter` is kept in the export's own entry as the caller sent it. */
  async csv(
    actor: StaffActor,
    filter: AuditFilter,
    rawFilter: Record<string, unknown>,
  ): Promise<Readable> {
    await this.audit.recordExport(this.dataSource.manager, actor, 'audit_export', rawFilter);
    return Readable.from(this.lines(filter));
  }

  private async *lines(filter: AuditFilter): AsyncGenerator<string> {
    yield csvRow(AUDIT_EXPORT_COLUMNS);
    for await (const batch of this.audit.batches(filter, AUDIT_EXPORT_BATCH_SIZE)) {
      yield batch.map((entry) => csvRow(cells(entry))).join('');
    }
  }
}
