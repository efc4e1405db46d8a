import { Column, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../../common/database/columns.js';
import { UserEntity } from '../users/user.entity.js';

/** A student's referral code, made the first time it is asked for; one per student, unique. */
@Entity('referral_codes')
@Unique('referral_codes_code_key', ['code'])
export class ReferralCodeEntity {
  @PrimaryColumn({
    name: 'user_id',
    type: 'integer',
    primaryKeyConstraintName: 'referral_codes_pkey',
  })
  @ForeignKey(() => UserEntity, { name: 'referral_codes_user_id_fkey' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  code: string;

  @CreatedAtColumn()
  createdAt: Date;
}
