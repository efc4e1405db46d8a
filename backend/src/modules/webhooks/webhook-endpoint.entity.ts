import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '@academy/contracts';
import { CreatedAtColumn, UpdatedAtColumn } from '../../common/database/columns.js';
import { ApiKeyEntity } from '../api-keys/api-key.entity.js';

/**
 * A receiver registered by staff or an integrator's API key: where to send which events, signed
 * with its own secret.
 */
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

  /**
   * The API key that registered the endpoint, which alone (besides staff) sees and manages it;
   * null when staff registered it.
   */
  @Column({ name: 'created_by_api_key_id', type: 'integer', nullable: true })
  @ForeignKey(() => ApiKeyEntity, {
    name: 'webhook_endpoints_created_by_api_key_id_fkey',
    onDelete: 'CASCADE',
  })
  @Index('webhook_endpoints_created_by_api_key_id')
  createdByApiKeyId: number | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
