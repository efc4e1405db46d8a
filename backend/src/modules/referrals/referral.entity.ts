import { Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../../common/database/columns.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * Who brought a student: stored once, at registration (the primary key is the new student).
 * `firstPaymentId` is set once, by the first payment of theirs that is paid, whether it earned a
 * reward or not: that single update is what makes a reward once-only.
 */
@Entity('referrals')
@Index('referrals_referrer', ['referrerId', 'createdAt'])
@Unique('referrals_first_payment_id_key', ['firstPaymentId'])
export class ReferralEntity {
  @PrimaryColumn({
    name: 'referred_id',
    type: 'integer',
    primaryKeyConstraintName: 'referrals_pkey',
  })
  @ForeignKey(() => UserEntity, { name: 'referrals_referred_id_fkey' })
  referredId: number;

  @Column({ name: 'referrer_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'referrals_referrer_id_fkey' })
  referrerId: number;

  @Column({ name: 'first_payment_id', type: 'integer', nullable: true })
  @ForeignKey(() => PaymentEntity, { name: 'referrals_first_payment_id_fkey' })
  firstPaymentId: number | null;

  /** Why the first payment earned nothing (self-referral, deleted referrer, cap, off), if so. */
  @Column({ name: 'no_reward_reason', type: 'varchar', length: 32, nullable: true })
  noRewardReason: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
