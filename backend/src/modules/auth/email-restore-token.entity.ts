import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * The link in the notice sent to the old address when a new e-mail is requested: it brings
 * `email` back as the account's address. Only the token's SHA-256 is kept; spent once used.
 */
@Entity('email_restore_tokens')
@Unique('email_restore_tokens_token_hash_key', ['tokenHash'])
@Index('email_restore_tokens_user', ['userId'], { where: 'used_at IS NULL' })
export class EmailRestoreTokenEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'email_restore_tokens_pkey' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'email_restore_tokens_user_id_fkey' })
  userId: number;

  /** The address the account had when the change was requested. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
