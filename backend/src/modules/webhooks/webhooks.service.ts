import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
  type WebhookEndpointRequest,
} from '@academy/contracts';
import type { StaffActor } from '../../common/auth/principal.js';
import { parseListQuery, type ListPage, type ListQuery } from '../../common/http/list-query.js';
import type { AuditSnapshot } from '../audit/audit-log-entry.entity.js';
import { AuditService } from '../audit/index.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { WebhookOutboxEventEntity } from './webhook-outbox-event.entity.js';
import { WebhookOutbox } from './webhook-outbox.service.js';
import { refuseEventsBeyondReach } from './webhook-event-permissions.js';
import { WebhookTargetError, WebhookTargetGuard } from './webhook-target-guard.js';
import {
  deliveryNotFound,
  deliveryStatusUnknown,
  endpointInactive,
  endpointNotFound,
  targetUrlRefused,
} from './webhooks.errors.js';

const ENDPOINT_SORT_FIELDS = ['id', 'url', 'active', 'createdAt'] as const;
const DELIVERY_SORT_FIELDS = ['id', 'createdAt', 'status', 'attempts'] as const;

function toEndpointRecord(endpoint: WebhookEndpointEntity): WebhookEndpointRecord {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    active: endpoint.active,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

function toDeliveryRecord(
  delivery: WebhookDeliveryEntity,
  event: Pick<WebhookOutboxEventEntity, 'type'>,
): WebhookDeliveryRecord {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: event.type,
    status: delivery.status,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus,
    responseTimeMs: delivery.responseTimeMs,
    error: delivery.error,
    errorCode: delivery.errorCode,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
  };
}

/** What is audited of an endpoint: never its secret. */
function auditSnapshot(endpoint: WebhookEndpointEntity): AuditSnapshot {
  return { url: endpoint.url, events: endpoint.events.join(', '), active: endpoint.active };
}

/**
 * The endpoints a caller may see and manage: staff all of them, an API key those it registered,
 * so that a key neither reads nor re-points another's receivers.
 */
function reachableBy(actor: StaffActor): FindOptionsWhere<WebhookEndpointEntity> {
  return actor.kind === 'api-key' ? { createdByApiKeyId: actor.apiKeyId } : {};
}

/** The endpoints staff and API keys register, their delivery log, a test event and "send again". */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly guard: WebhookTargetGuard,
    private readonly outbox: WebhookOutbox,
    private readonly audit: AuditService,
  ) {}

  async list(actor: StaffActor, listQuery: ListQuery): Promise<ListPage<WebhookEndpointRecord>> {
    const { sortField, sortOrder, offset, limit } = parseListQuery(
      listQuery,
      ENDPOINT_SORT_FIELDS,
      'id',
    );
    const [endpoints, total] = await this.dataSource
      .getRepository(WebhookEndpointEntity)
      .findAndCount({
        where: reachableBy(actor),
        order: { [sortField]: sortOrder, id: sortOrder },
        skip: offset,
        take: limit,
      });
    return { rows: endpoints.map(toEndpointRecord), total, offset };
  }

  /** One endpoint with its secret, to the staff or the key that may manage it. */
  async get(actor: StaffActor, id: number): Promise<WebhookEndpointRecord> {
    const endpoint = await this.find(this.dataSource.manager, actor, id);
    return { ...toEndpointRecord(endpoint), secret: endpoint.secret };
  }

  async create(actor: StaffActor, request: WebhookEndpointRequest): Promise<WebhookEndpointRecord> {
    refuseEventsBeyondReach(actor, request.events);
    const url = await this.checkedUrl(request.url);
    return this.dataSource.transaction(async (manager) => {
      const created = await manager.save(
        manager.create(WebhookEndpointEntity, {
          url,
          events: request.events,
          active: request.active ?? true,
          // 32 random bytes: the receiver's key for checking each delivery's signature.
          secret: `whsec_${randomBytes(32).toString('hex')}`,
          createdByApiKeyId: actor.kind === 'api-key' ? actor.apiKeyId : null,
        }),
      );
      const endpoint = await this.find(manager, actor, created.id);
      await this.audit.record(manager, {
        actor,
        action: 'webhook_create',
        targetUserId: null,
        before: null,
        after: auditSnapshot(endpoint),
      });
      return { ...toEndpointRecord(endpoint), secret: endpoint.secret };
    });
  }

  async update(
    actor: StaffActor,
    id: number,
    request: WebhookEndpointRequest,
  ): Promise<WebhookEndpointRecord> {
    refuseEventsBeyondReach(actor, request.events);
    const url = await this.checkedUrl(request.url);
    return this.dataSource.transaction(async (manager) => {
      const endpoint = await this.find(manager, actor, id, true);
      const before = auditSnapshot(endpoint);
      Object.assign(endpoint, {
        url,
        events: request.events,
        active: request.active ?? endpoint.active,
        updatedAt: new Date(),
      });
      await manager.save(endpoint);
      const after = auditSnapshot(endpoint);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await this.audit.record(manager, {
          actor,
          action: 'webhook_update',
          targetUserId: null,
          before,
          after,
        });
      }
      return toEndpointRecord(endpoint);
    });
  }

  /** Removes the endpoint with its delivery log; nothing more is sent to it. */
  async delete(actor: StaffActor, id: number): Promise<WebhookEndpointRecord> {
    return this.dataSource.transaction(async (manager) => {
      const endpoint = await this.find(manager, actor, id, true);
      await manager.delete(WebhookEndpointEntity, { id });
      await this.audit.record(manager, {
        actor,
        action: 'webhook_delete',
        targetUserId: null,
        before: auditSnapshot(endpoint),
        after: null,
      });
      return toEndpointRecord(endpoint);
    });
  }

  async deliveries(
    actor: StaffActor,
    endpointId: number,
    listQuery: ListQuery,
  ): Promise<ListPage<WebhookDeliveryRecord>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      DELIVERY_SORT_FIELDS,
      'id',
    );
    await this.find(this.dataSource.manager, actor, endpointId);
    const query = this.dataSource
      .getRepository(WebhookDeliveryEntity)
      .createQueryBuilder('delivery')
      .where('delivery.endpointId = :endpointId', { endpointId });
    if (filter.status !== undefined) {
      if (!WEBHOOK_DELIVERY_STATUSES.some((status) => status === filter.status)) {
        throw deliveryStatusUnknown();
      }
      query.andWhere('delivery.status = :status', { status: filter.status });
    }
    const total = await query.getCount();
    const { entities, raw } = await query
      .innerJoin(WebhookOutboxEventEntity, 'event', 'event.id = delivery.eventId')
      .addSelect('event.type', 'event_type')
      .orderBy(`delivery.${sortField}`, sortOrder)
      .addOrderBy('delivery.id', sortOrder)
      .offset(offset)
      .limit(limit)
      .getRawAndEntities<{ event_type: WebhookOutboxEventEntity['type'] }>();
    return {
      rows: entities.map((delivery, index) =>
        toDeliveryRecord(delivery, { type: raw[index].event_type }),
      ),
      total,
      offset,
    };
  }

  /** Queues a `webhook.test` event for this endpoint alone. */
  async sendTest(actor: StaffActor, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const endpoint = await this.find(manager, actor, id);
      if (!endpoint.active) {
        throw endpointInactive();
      }
      await this.outbox.recordTestEvent(manager, id);
    });
  }

  /**
   * "Send again": the delivery is due at once, whatever became of it. Attempts keep counting and
   * the 3-day window still runs from the delivery's creation, so a failed one is tried once more.
   */
  async retry(
    actor: StaffActor,
    endpointId: number,
    deliveryId: number,
  ): Promise<WebhookDeliveryRecord> {
    return this.dataSource.transaction(async (manager) => {
      await this.find(manager, actor, endpointId);
      const delivery = await manager.findOne(WebhookDeliveryEntity, {
        where: { id: deliveryId, endpointId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!delivery) {
        throw deliveryNotFound();
      }
      const now = new Date();
      Object.assign(delivery, { status: 'pending', nextAttemptAt: now });
      await manager.update(
        WebhookDeliveryEntity,
        { id: deliveryId },
        { status: 'pending', nextAttemptAt: now },
      );
      const event = await manager.findOneOrFail(WebhookOutboxEventEntity, {
        where: { id: delivery.eventId },
        select: { id: true, type: true },
      });
      return toDeliveryRecord(delivery, event);
    });
  }

  private async checkedUrl(url: string): Promise<string> {
    const trimmed = url.trim();
    try {
      await this.guard.check(trimmed);
    } catch (error) {
      if (!(error instanceof WebhookTargetError)) throw error;
      throw targetUrlRefused(error.message);
    }
    return trimmed;
  }

  /** The endpoint, or 404 when there is none the caller may manage: another key's is not told apart. */
  private async find(
    manager: EntityManager,
    actor: StaffActor,
    id: number,
    lock = false,
  ): Promise<WebhookEndpointEntity> {
    const endpoint = await manager.findOne(WebhookEndpointEntity, {
      where: { ...reachableBy(actor), id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!endpoint) throw endpointNotFound();
    return endpoint;
  }
}
