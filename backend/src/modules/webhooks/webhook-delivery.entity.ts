import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookDeliveryStatus, WebhookFailureCode } from '@academy/contracts';
import { CreatedAtColumn, TimestampColumn } from '../../common/database/columns.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { WebhookOutboxEventEntity } from './webhook-outbox-event.entity.js';

/**
 * One event for one endpoint, and how sending it went. A delivery is due when it is pending or
 * retrying, its next attempt is due and no worker holds its lease (`claimed_until`).
 */
@Entity('webhook_deliveries')
@Check(
  'webhook_deliveries_status_check',
  `status IN ('pending', 'succeeded', 'retrying', 'failed')`,
)
@Index('webhook_deliveries_endpoint', ['endpointId', 'id'])
@Index('webhook_deliveries_event', ['eventId'])
@Index('webhook_deliveries_due', ['nextAttemptAt'], {
  where: `status IN ('pending', 'retrying')`,
})
@Index('webhook_deliveries_open_per_user', ['endpointId', 'userId', 'id'], {
  where: `status IN ('pending', 'retrying')`,
})
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'webhook_deliveries_pkey' })
  id: number;

  @Column({ name: 'endpoint_id', type: 'integer' })
  @ForeignKey(() => WebhookEndpointEntity, {
    name: 'webhook_deliveries_endpoint_id_fkey',
    onDelete: 'CASCADE',
  })
  endpointId: number;

  @Column({ name: 'event_id', type: 'uuid' })
  @ForeignKey(() => WebhookOutboxEventEntity, {
    name: 'webhook_deliveries_event_id_fkey',
    onDelete: 'CASCADE',
  })
  eventId: string;

  /** The event's student, copied here so that the order check reads one index. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: WebhookDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_time_ms', type: 'integer', nullable: true })
  responseTimeMs: number | null;

  /** Why the last attempt failed, with its technical detail, in English. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  /** The same reason as a code the back office translates. */
  @Column({ name: 'error_code', type: 'varchar', length: 32, nullable: true })
  errorCode: WebhookFailureCode | null;

  @CreatedAtColumn()
  createdAt: Date;

  @TimestampColumn('last_attempt_at', { nullable: true })
  lastAttemptAt: Date | null;

  /** Null once the delivery succeeded or failed for good. */
  @TimestampColumn('next_attempt_at', { nullable: true, default: () => 'now()' })
  nextAttemptAt: Date | null;

  /** While set and in the future, one worker is sending this delivery and no other may. */
  @TimestampColumn('claimed_until', { nullable: true })
  claimedUntil: Date | null;
}
