import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { StaffEntity } from '../staff.entity.js';

/**
 * One sign-in to the back office: every staff token names its row (claim `sid`) and is refused
 * once the row has `ended_at`, on every API instance, since each staff request reads it.
 */
@Entity('staff_sessions')
@Index('staff_sessions_open_by_staff', ['staffId'], { where: 'ended_at IS NULL' })
export class StaffSessionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'staff_sessions_pkey' })
  id: string;

  @Column({ name: 'staff_id', type: 'integer' })
  @ForeignKey(() => StaffEntity, { name: 'staff_sessions_staff_id_fkey', onDelete: 'CASCADE' })
  staffId: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** Written at most once a minute. */
  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
