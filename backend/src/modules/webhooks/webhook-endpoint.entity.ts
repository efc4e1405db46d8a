import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '@academy/contracts';

/** A receiver registered by an admin: where to send which events, signed with its own secret. */
@Entity('webhook_endpoints')
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'webhook_endpoints_pkey' })
  id: number;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 50, array: true })
  events: WebhookEventType[];

  @Column({ type: 'varchar', length: 100 })
  secret: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
