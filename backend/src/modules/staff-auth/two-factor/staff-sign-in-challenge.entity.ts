import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../../common/database/columns.js';
import { StaffEntity } from '../staff.entity.js';

/**
 * The step between a right password and a token: `verify` waits for a TOTP or recovery code,
 * `enrol` for an account that must set up two-factor sign-in first. The client holds the random
 * challenge; the table keeps its SHA-256.
 */
@Entity('staff_sign_in_challenges')
@Check('staff_sign_in_challenges_kind_check', `kind IN ('verify', 'enrol')`)
export class StaffSignInChallengeEntity {
  @PrimaryColumn({
    name: 'challenge_hash',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'staff_sign_in_challenges_pkey',
  })
  challengeHash: string;

  @Column({ name: 'staff_id', type: 'integer' })
  @ForeignKey(() => StaffEntity, {
    name: 'staff_sign_in_challenges_staff_id_fkey',
    onDelete: 'CASCADE',
  })
  staffId: number;

  @Column({ type: 'varchar', length: 8 })
  kind: 'verify' | 'enrol';

  @TimestampColumn('expires_at')
  expiresAt: Date;

  /** Wrong codes sent with it; at STAFF_CHALLENGE_MAX_FAILURES it is spent. */
  @Column({ type: 'integer', default: 0 })
  failures: number;

  /** Set by the right code (or the last wrong one): a challenge signs in once. */
  @TimestampColumn('spent_at', { nullable: true })
  spentAt: Date | null;
}
