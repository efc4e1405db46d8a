import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../../../common/database/columns.js';
import { StaffEntity } from '../staff.entity.js';

/** One single-use recovery code, kept as its SHA-256 only: the code is shown once, at enabling. */
@Entity('staff_recovery_codes')
@Index('staff_recovery_codes_by_staff', ['staffId'])
export class StaffRecoveryCodeEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'staff_recovery_codes_pkey' })
  id: number;

  @Column({ name: 'staff_id', type: 'integer' })
  @ForeignKey(() => StaffEntity, {
    name: 'staff_recovery_codes_staff_id_fkey',
    onDelete: 'CASCADE',
  })
  staffId: number;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @TimestampColumn('used_at', { nullable: true })
  usedAt: Date | null;
}
