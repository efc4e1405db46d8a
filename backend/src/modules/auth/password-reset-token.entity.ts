import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** A mailed reset link: only the token's SHA-256 is kept; spent once used. */
@Entity('password_reset_tokens')
@Unique('password_reset_tokens_token_hash_key', ['tokenHash'])
@Index('password_reset_tokens_user', ['userId'], { where: 'used_at IS NULL' })
export class PasswordResetTokenEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'password_reset_tokens_pkey' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'password_reset_tokens_user_id_fkey' })
  userId: number;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
