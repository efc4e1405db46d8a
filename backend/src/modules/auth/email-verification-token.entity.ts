import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * A mailed link that proves the student reads `email`: only the token's SHA-256 is kept; spent
 * once used. It verifies the account only while `email` is still its address.
 */
@Entity('email_verification_tokens')
@Unique('email_verification_tokens_token_hash_key', ['tokenHash'])
@Index('email_verification_tokens_user', ['userId'], { where: 'used_at IS NULL' })
export class EmailVerificationTokenEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'email_verification_tokens_pkey' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'email_verification_tokens_user_id_fkey' })
  userId: number;

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
