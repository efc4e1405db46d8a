import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAtColumn, MoneyColumn, TimestampColumn } from '../../common/database/columns.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * A reward credited to a referrer for a friend's first payment. One per friend and one per
 * payment (unique keys), taken back at most once (`reversedAt`).
 */
@Entity('referral_rewards')
@Unique('referral_rewards_referred_id_key', ['referredId'])
@Unique('referral_rewards_payment_id_key', ['paymentId'])
@Index('referral_rewards_referrer', ['referrerId', 'createdAt'])
@Index('referral_rewards_created', ['createdAt'])
@Check('referral_rewards_amount_check', 'amount > 0')
export class ReferralRewardEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'referral_rewards_pkey' })
  id: number;

  @Column({ name: 'referrer_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'referral_rewards_referrer_id_fkey' })
  referrerId: number;

  @Column({ name: 'referred_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'referral_rewards_referred_id_fkey' })
  referredId: number;

  @Column({ name: 'payment_id', type: 'integer' })
  @ForeignKey(() => PaymentEntity, { name: 'referral_rewards_payment_id_fkey' })
  paymentId: number;

  @MoneyColumn()
  amount: number;

  @CreatedAtColumn()
  createdAt: Date;

  @TimestampColumn('reversed_at', { nullable: true })
  reversedAt: Date | null;
}
