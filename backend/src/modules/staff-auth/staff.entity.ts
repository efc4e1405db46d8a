import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '@academy/contracts';
import {
  CreatedAtColumn,
  TimestampColumn,
  UpdatedAtColumn,
} from '../../common/database/columns.js';

/** A back-office account: the role says whether it is an admin or support. */
@Entity('staff')
@Check('staff_role_check', `role IN ('admin', 'support')`)
// On lower(username), which an entity cannot express; written by migrations only.
@Index('staff_username_unique', { synchronize: false })
export class StaffEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'staff_pkey' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16 })
  role: StaffRole;

  @CreatedAtColumn()
  createdAt: Date;

  /** A disabled account cannot sign in, and its tokens stop working. */
  @TimestampColumn('disabled_at', { nullable: true })
  disabledAt: Date | null;

  /** Written on each sign-in; apart from updated_at, which tokens carry and a sign-in must not change. */
  @TimestampColumn('last_sign_in_at', { nullable: true })
  lastSignInAt: Date | null;

  /** The TOTP secret (AES-256-GCM, see SecretCipher) while two-factor sign-in is on. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true, select: false })
  totpSecret: string | null;

  /** A secret from setup that no code has confirmed yet (encrypted the same way). */
  @Column({ name: 'totp_pending_secret', type: 'text', nullable: true, select: false })
  totpPendingSecret: string | null;

  @TimestampColumn('totp_enabled_at', { nullable: true })
  totpEnabledAt: Date | null;

  /** The time step of the last TOTP code accepted: a code of that step or before is a replay. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true, select: false })
  totpLastStep: string | null;

  /** Tokens carry it as `ver`: changing the role, the password or the state signs the account out. */
  @UpdatedAtColumn()
  updatedAt: Date;
}
