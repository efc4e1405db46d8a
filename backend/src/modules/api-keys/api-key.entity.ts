import type { ApiKeyScope } from '@academy/contracts';
import { Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../../common/database/columns.js';
import { StaffEntity } from '../staff-auth/staff.entity.js';

/**
 * An integrator's API key. Only the SHA-256 of the key is kept: the key is long and random, so a
 * fast hash cannot be reversed, and every request finds the row by its prefix (unique index).
 */
@Entity('api_keys')
@Unique('api_keys_prefix_key', ['prefix'])
export class ApiKeyEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'api_keys_pkey' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', array: true })
  scopes: ApiKeyScope[];

  @Column({ type: 'varchar', length: 32 })
  prefix: string;

  /** Hex SHA-256 of the whole key. */
  @Column({ name: 'key_hash', type: 'char', length: 64 })
  keyHash: string;

  @Column({ name: 'created_by_staff_id', type: 'integer', nullable: true })
  @ForeignKey(() => StaffEntity, {
    name: 'api_keys_created_by_staff_id_fkey',
    onDelete: 'SET NULL',
  })
  createdByStaffId: number | null;

  @CreatedAtColumn()
  createdAt: Date;

  @TimestampColumn('expires_at', { nullable: true })
  expiresAt: Date | null;

  /** Written at most once a minute, like a student session's last_seen_at. */
  @TimestampColumn('last_used_at', { nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'last_used_ip', type: 'varchar', length: 64, nullable: true })
  lastUsedIp: string | null;

  @TimestampColumn('revoked_at', { nullable: true })
  revokedAt: Date | null;
}
