import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { SessionColumns } from '../../common/auth/session.columns.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * One sign-in of a student: every token names its row (claim `sid`) and is refused once the row
 * has `ended_at`. Every request reads it by its primary key. `last_seen_at` is written at most
 * once a minute, like users.last_activity.
 */
@Entity('student_sessions')
@Index('student_sessions_open_by_user', ['userId'], { where: 'ended_at IS NULL' })
export class StudentSessionEntity extends SessionColumns('student_sessions') {
  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'student_sessions_user_id_fkey' })
  userId: number;
}
