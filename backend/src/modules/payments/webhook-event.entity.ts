import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../common/database/columns.js';

/** A provider callback already applied: its (provider, event id) is never applied twice. */
@Entity('webhook_events')
export class WebhookEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'webhook_events_pkey' })
  provider: string;

  @PrimaryColumn({
    name: 'event_id',
    type: 'varchar',
    length: 255,
    primaryKeyConstraintName: 'webhook_events_pkey',
  })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @TimestampColumn('received_at', { default: () => 'now()' })
  receivedAt: Date;
}
