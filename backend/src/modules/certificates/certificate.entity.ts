import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { CourseTierName } from '@academy/contracts';
import { TimestampColumn } from '../../common/database/columns.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * A course's certificate of completion: issued once per student and tier (the unique key makes
 * concurrent progress saves issue one), revoked rather than deleted, so its verify page can say so.
 */
@Entity('certificates')
@Unique('certificates_code_key', ['code'])
@Unique('certificates_user_tier_key', ['userId', 'tier'])
@Check('certificates_revoked_check', '(revoked_at IS NULL) = (revoked_reason IS NULL)')
@Index('certificates_issued', ['issuedAt'])
export class CertificateEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'certificates_pkey' })
  id: number;

  /** 100 random bits in base32, grouped by four: what the verify page is found by. */
  @Column({ type: 'varchar', length: 24 })
  code: string;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'certificates_user_id_fkey' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  tier: CourseTierName;

  /** The student's name when it was issued; replaced by an anonymous one when the account is purged. */
  @Column({ name: 'holder_name', type: 'varchar', length: 201 })
  holderName: string;

  @Column({ name: 'lessons_completed', type: 'integer' })
  lessonsCompleted: number;

  @TimestampColumn('issued_at', { default: () => 'now()' })
  issuedAt: Date;

  /**
   * The holder's device's time zone when it was issued: the PDF states the calendar date there,
   * the same however often it is drawn again. UTC for certificates issued before it was kept.
   */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @TimestampColumn('revoked_at', { nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_reason', type: 'varchar', length: 500, nullable: true })
  revokedReason: string | null;
}
