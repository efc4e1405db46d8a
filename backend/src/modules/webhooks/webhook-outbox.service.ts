import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  WEBHOOK_TEST_EVENT,
  type CatalogueChange,
  type PromoRedemption,
  type WebhookEventType,
} from '@academy/contracts';
import { ApiKeyEntity } from '../api-keys/api-key.entity.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { WebhookOutboxEventEntity } from './webhook-outbox-event.entity.js';

export type DocumentEventType = Extract<WebhookEventType, 'receipt.issued' | 'certificate.issued'>;
export type UserEventType = Exclude<
  WebhookEventType,
  `payment.${string}` | DocumentEventType | 'catalogue.changed' | 'promo.redeemed'
>;
export type PaymentEventType = Extract<WebhookEventType, `payment.${string}`>;

/**
 * What an event is about, read through the change's manager and already in the shape the event
 * carries as `data`; the module that owns the resource maps it, so the outbox knows no resource.
 * Read only when an endpoint subscribes; `null` when the resource is gone and the event is dropped.
 */
export type WebhookEventSource = (
  manager: EntityManager,
) => Promise<{ userId: number; data: object } | null>;

/**
 * The transactional outbox: every call writes, with the caller's EntityManager, the event and
 * one delivery per subscribed endpoint in the transaction of the change itself. A rolled-back
 * change leaves no event; a committed one has its deliveries waiting for the dispatcher even when
 * the process dies the next moment. The resource is read through the same manager, so the event
 * carries the state the change committed.
 */
@Injectable()
export class WebhookOutbox {
  /** An event about a student; `data` is the user as GET /api/admin/users/:id shows it. */
  recordUserEvent(
    manager: EntityManager,
    type: UserEventType,
    source: WebhookEventSource,
  ): Promise<void> {
    return this.record(manager, type, source);
  }

  /** An event about a payment; `data` is the payment as GET /api/admin/payments/:id shows it. */
  recordPaymentEvent(
    manager: EntityManager,
    type: PaymentEventType,
    source: WebhookEventSource,
  ): Promise<void> {
    return this.record(manager, type, source);
  }

  /** A sales receipt or credit note, or a certificate, was issued; `data` is the document. */
  recordDocumentEvent(
    manager: EntityManager,
    type: DocumentEventType,
    source: WebhookEventSource,
  ): Promise<void> {
    return this.record(manager, type, source);
  }

  /** A catalogue.changed event; `data` is the CatalogueChange, already in its delivered shape. */
  async recordCatalogueEvent(manager: EntityManager, data: CatalogueChange): Promise<void> {
    const endpointIds = await this.subscribedEndpoints(manager, 'catalogue.changed');
    if (endpointIds.length === 0) return;
    await this.write(manager, 'catalogue.changed', null, data, endpointIds);
  }

  /** A promo.redeemed event: a payment with a code was paid; `data` is already its shape. */
  async recordPromoEvent(
    manager: EntityManager,
    userId: number,
    data: PromoRedemption,
  ): Promise<void> {
    const endpointIds = await this.subscribedEndpoints(manager, 'promo.redeemed');
    if (endpointIds.length === 0) return;
    await this.write(manager, 'promo.redeemed', userId, data, endpointIds);
  }

  /** A `webhook.test` event for one endpoint only, so an admin can check the receiver. */
  async recordTestEvent(manager: EntityManager, endpointId: number): Promise<void> {
    await this.write(
      manager,
      WEBHOOK_TEST_EVENT,
      null,
      { message: 'A test event from Trading Academy', endpointId },
      [endpointId],
    );
  }

  private async record(
    manager: EntityManager,
    type: WebhookEventType,
    source: WebhookEventSource,
  ): Promise<void> {
    const endpointIds = await this.subscribedEndpoints(manager, type);
    if (endpointIds.length === 0) return;
    const subject = await source(manager);
    if (!subject) return;
    await this.write(manager, type, subject.userId, subject.data, endpointIds);
  }

  private async subscribedEndpoints(
    manager: EntityManager,
    type: WebhookEventType,
  ): Promise<number[]> {
    const rows = await manager
      .getRepository(WebhookEndpointEntity)
      .createQueryBuilder('endpoint')
      .select('endpoint.id', 'id')
      .leftJoin(ApiKeyEntity, 'key', 'key.id = endpoint.createdByApiKeyId')
      .where('endpoint.active')
      .andWhere(':type = ANY(endpoint.events)', { type })
      // A revoked or expired key's endpoints receive nothing more: its data was granted to the key.
      .andWhere(
        '(key.id IS NULL OR (key.revokedAt IS NULL AND (key.expiresAt IS NULL OR key.expiresAt > now())))',
      )
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  private async write(
    manager: EntityManager,
    type: WebhookOutboxEventEntity['type'],
    userId: number | null,
    data: object,
    endpointIds: number[],
  ): Promise<void> {
    const eventId = randomUUID();
    await manager.insert(WebhookOutboxEventEntity, { id: eventId, type, userId, payload: data });
    await manager.insert(
      WebhookDeliveryEntity,
      endpointIds.map((endpointId) => ({ endpointId, eventId, userId })),
    );
  }
}
