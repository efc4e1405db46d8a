import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** A mailed link that lifts the lock on a student's sign-in: only the token's SHA-256 is kept. */
@Entity('sign_in_unlock_tokens')
@Unique('sign_in_unlock_tokens_token_hash_key', ['tokenHash'])
@Index('sign_in_unlock_tokens_user', ['userId'], { where: 'used_at IS NULL' })
export class SignInUnlockTokenEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'sign_in_unlock_tokens_pkey' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'sign_in_unlock_tokens_user_id_fkey' })
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
