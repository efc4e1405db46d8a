import { Column, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../../common/database/columns.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * The columns every mailed, single-use link of a student shares: the user, the token's SHA-256
 * (never the token itself), its expiry and when it was spent. `table` names the constraints, as
 * TypeORM compares them by name: `<table>_pkey`, `<table>_user_id_fkey`,
 * `<table>_token_hash_key`, and the open-tokens index `<table>_user`.
 */
export function MailedTokenColumns(table: string) {
  @Unique(`${table}_token_hash_key`, ['tokenHash'])
  @Index(`${table}_user`, ['userId'], { where: 'used_at IS NULL' })
  abstract class MailedToken {
    @PrimaryGeneratedColumn({ primaryKeyConstraintName: `${table}_pkey` })
    id: number;

    @Column({ name: 'user_id', type: 'integer' })
    @ForeignKey(() => UserEntity, { name: `${table}_user_id_fkey` })
    userId: number;

    @Column({ name: 'token_hash', type: 'char', length: 64 })
    tokenHash: string;

    @TimestampColumn('expires_at')
    expiresAt: Date;

    @TimestampColumn('used_at', { nullable: true })
    usedAt: Date | null;

    @CreatedAtColumn()
    createdAt: Date;
  }
  return MailedToken;
}

/** A mailed link bound to an e-mail address (`email`), besides the shared columns. */
export function MailedAddressTokenColumns(table: string) {
  abstract class MailedAddressToken extends MailedTokenColumns(table) {
    @Column({ type: 'varchar', length: 254 })
    email: string;
  }
  return MailedAddressToken;
}
