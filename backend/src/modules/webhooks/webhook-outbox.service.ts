import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from '@academy/contracts';
import { ApiKeyEntity } from '../api-keys/api-key.entity.js';
import { readAdminPayment } from '../payments/desk/admin-payment.mapper.js';
import { toUser } from '../users/user.mapper.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { WebhookOutboxEventEntity } from './webhook-outbox-event.entity.js';

export type UserEventType = Exclude<WebhookEventType, `payment.${string}`>;
export type PaymentEventType = Extract<WebhookEventType, `payment.${string}`>;

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
  async recordUserEvent(
    manager: EntityManager,
    type: UserEventType,
    userId: number,
  ): Promise<void> {
    const endpointIds = await this.subscribedEndpoints(manager, type);
    if (endpointIds.length === 0) return;
    const user = await manager.findOne(UserEntity, { where: { id: userId } });
    if (!user) return;
    await this.write(manager, type, userId, toUser(user), endpointIds);
  }

  /** An event about a payment; `data` is the payment as GET /api/admin/payments/:id shows it. */
  async recordPaymentEvent(
    manager: EntityManager,
    type: PaymentEventType,
    paymentId: number,
  ): Promise<void> {
    const endpointIds = await this.subscribedEndpoints(manager, type);
    if (endpointIds.length === 0) return;
    const payment = await readAdminPayment(manager, { id: paymentId });
    if (!payment) return;
    await this.write(manager, type, payment.userId, payment, endpointIds);
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
