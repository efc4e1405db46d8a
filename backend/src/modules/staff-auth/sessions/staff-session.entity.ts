import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { SessionColumns } from '../../../common/auth/session.columns.js';
import { StaffEntity } from '../staff.entity.js';

/**
 * One sign-in to the back office: every staff token names its row (claim `sid`) and is refused
 * once the row has `ended_at`, on every API instance, since each staff request reads it.
 */
@Entity('staff_sessions')
@Index('staff_sessions_open_by_staff', ['staffId'], { where: 'ended_at IS NULL' })
export class StaffSessionEntity extends SessionColumns('staff_sessions') {
  @Column({ name: 'staff_id', type: 'integer' })
  @ForeignKey(() => StaffEntity, { name: 'staff_sessions_staff_id_fkey', onDelete: 'CASCADE' })
  staffId: number;
}
