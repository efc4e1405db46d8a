import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditAction, CatalogueChange } from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { AuditService } from '../audit/index.js';
import { WebhookOutbox } from '../webhooks/index.js';

type Snapshot = Record<string, string | number | boolean | null>;

const ACTIONS: Record<CatalogueChange['change'], AuditAction> = {
  created: 'catalogue_create',
  updated: 'catalogue_update',
  archived: 'catalogue_delete',
  deleted: 'catalogue_delete',
};

/** A record as the audit log keeps it: flat, lists joined. */
function snapshot(resource: CatalogueChange['resource'], record: object | null): Snapshot | null {
  if (!record) return null;
  const flat: Snapshot = { resource };
  for (const [key, value] of Object.entries(record)) {
    flat[key] = Array.isArray(value) ? value.join(',') : (value as Snapshot[string]);
  }
  return flat;
}

/** Every staff change to the catalogue: audited (who, before, after) and announced by webhook. */
@Injectable()
export class CatalogueAudit {
  constructor(
    private readonly audit: AuditService,
    private readonly outbox: WebhookOutbox,
  ) {}

  async record(
    manager: EntityManager,
    actor: StaffActor,
    change: Omit<CatalogueChange, 'record'> & { before: object | null; after: object | null },
  ): Promise<void> {
    await this.audit.record(manager, {
      actor,
      action: ACTIONS[change.change],
      targetUserId: null,
      before: snapshot(change.resource, change.before),
      after: snapshot(change.resource, change.after),
    });
    await this.outbox.recordCatalogueEvent(manager, {
      resource: change.resource,
      id: change.id,
      change: change.change,
      record: change.after,
    });
  }
}
