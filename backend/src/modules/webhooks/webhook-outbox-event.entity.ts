import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { WebhookEventEnvelope } from '@academy/contracts';
import { CreatedAtColumn } from '../../common/database/columns.js';

/**
 * An event to tell receivers about, written in the transaction of the change it describes: it
 * exists exactly when the change committed. Its id and payload are what every delivery sends.
 */
@Entity('webhook_outbox')
@Index('webhook_outbox_created_at', ['createdAt'])
export class WebhookOutboxEventEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'webhook_outbox_pkey' })
  id: string;

  @Column({ type: 'varchar', length: 50 })
  type: WebhookEventEnvelope['type'];

  /** The student the event is about; a receiver gets one student's events in order. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  /** The envelope's `data`: the resource as the API showed it when the change committed. */
  @Column({ type: 'jsonb' })
  payload: object;

  @CreatedAtColumn()
  createdAt: Date;
}
