import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { TimestampColumn, UpdatedAtColumn } from '../../common/database/columns.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * Where a student stopped in a lesson, and whether they have watched it (sticky). Lessons are
 * catalogue entries, not rows, so lesson_id has no foreign key.
 */
@Entity('lesson_progress')
@Check('lesson_progress_position_check', 'position_seconds >= 0 AND position_seconds <= 86400')
export class LessonProgressEntity {
  @PrimaryColumn({
    name: 'user_id',
    type: 'integer',
    primaryKeyConstraintName: 'lesson_progress_pkey',
  })
  @ForeignKey(() => UserEntity, { name: 'lesson_progress_user_id_fkey', onDelete: 'CASCADE' })
  userId: number;

  @PrimaryColumn({
    name: 'lesson_id',
    type: 'integer',
    primaryKeyConstraintName: 'lesson_progress_pkey',
  })
  lessonId: number;

  @Column({ name: 'position_seconds', type: 'double precision', default: 0 })
  positionSeconds: number;

  @TimestampColumn('completed_at', { nullable: true })
  completedAt: Date | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
