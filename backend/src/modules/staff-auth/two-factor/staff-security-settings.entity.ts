import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The back office's security settings: one row, id 1, made by the migration. */
@Entity('staff_security_settings')
@Check('staff_security_settings_single_row', 'id = 1')
export class StaffSecuritySettingsEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'staff_security_settings_pkey' })
  id: number;

  @Column({ name: 'require_two_factor', type: 'boolean', default: false })
  requireTwoFactor: boolean;
}
