import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * One sign-in of a student: every token names its row (claim `sid`) and is refused once the row
 * has `ended_at`. Every request reads it by its primary key.
 */
@Entity('student_sessions')
@Index('student_sessions_open_by_user', ['userId'], { where: 'ended_at IS NULL' })
export class StudentSessionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'student_sessions_pkey' })
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'student_sessions_user_id_fkey' })
  userId: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** Written at most once a minute, like users.last_activity. */
  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
