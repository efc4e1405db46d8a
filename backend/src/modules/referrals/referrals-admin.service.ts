import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminReferralReward, TopReferrer } from '@academy/contracts';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { ReferralCodeEntity } from './referral-code.entity.js';
import { ReferralRewardEntity } from './referral-reward.entity.js';
import { ReferralEntity } from './referral.entity.js';

/** How many lines the back office's Referrals page shows of each list. */
export const ADMIN_REFERRALS_LIMIT = 50;

const fullName = (username: string, lastname: string) => `${username} ${lastname}`.trim();

/** The back office's view of the programme: who brings the most students, and every reward. */
@Injectable()
export class ReferralsAdminService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The referrers with the most paying friends, then the most friends. */
  async topReferrers(): Promise<TopReferrer[]> {
    const rows = await this.dataSource
      .getRepository(ReferralEntity)
      .createQueryBuilder('referral')
      .innerJoin(UserEntity, 'referrer', 'referrer.id = referral.referrerId')
      .innerJoin(ReferralCodeEntity, 'code', 'code.userId = referral.referrerId')
      .leftJoin(ReferralRewardEntity, 'reward', 'reward.referredId = referral.referredId')
      .select('referral.referrerId', 'userId')
      .addSelect('referrer.username', 'username')
      .addSelect('referrer.lastname', 'lastname')
      .addSelect('referrer.email', 'email')
      .addSelect('code.code', 'code')
      .addSelect('count(*)::int', 'invited')
      .addSelect('count(referral.firstPaymentId)::int', 'paid')
      .addSelect('count(reward.id)::int', 'rewards')
      .addSelect(
        'coalesce(sum(reward.amount) FILTER (WHERE reward.reversedAt IS NULL), 0)::text',
        'earned',
      )
      .groupBy('referral.referrerId')
      .addGroupBy('referrer.id')
      .addGroupBy('code.code')
      .orderBy('paid', 'DESC')
      .addOrderBy('invited', 'DESC')
      .addOrderBy('referral.referrerId', 'ASC')
      .limit(ADMIN_REFERRALS_LIMIT)
      .getRawMany<{
        userId: number;
        username: string;
        lastname: string;
        email: string;
        code: string;
        invited: number;
        paid: number;
        rewards: number;
        earned: string;
      }>();
    return rows.map((row) => ({
      userId: row.userId,
      name: fullName(row.username, row.lastname),
      email: row.email,
      code: row.code,
      invited: row.invited,
      paid: row.paid,
      rewards: row.rewards,
      earned: Number(row.earned),
    }));
  }

  /** The latest rewards, newest first. */
  async rewards(): Promise<AdminReferralReward[]> {
    const rows = await this.dataSource
      .getRepository(ReferralRewardEntity)
      .createQueryBuilder('reward')
      .innerJoin(UserEntity, 'referrer', 'referrer.id = reward.referrerId')
      .innerJoin(UserEntity, 'friend', 'friend.id = reward.referredId')
      .innerJoin(PaymentEntity, 'payment', 'payment.id = reward.paymentId')
      .select('reward.id', 'id')
      .addSelect('reward.referrerId', 'referrerId')
      .addSelect('referrer.username', 'referrerFirst')
      .addSelect('referrer.lastname', 'referrerLast')
      .addSelect('reward.referredId', 'friendId')
      .addSelect('friend.username', 'friendFirst')
      .addSelect('friend.lastname', 'friendLast')
      .addSelect('payment.publicId', 'paymentId')
      .addSelect('reward.amount::text', 'amount')
      .addSelect('reward.createdAt', 'createdAt')
      .addSelect('reward.reversedAt', 'reversedAt')
      .orderBy('reward.createdAt', 'DESC')
      .addOrderBy('reward.id', 'DESC')
      .limit(ADMIN_REFERRALS_LIMIT)
      .getRawMany<{
        id: number;
        referrerId: number;
        referrerFirst: string;
        referrerLast: string;
        friendId: number;
        friendFirst: string;
        friendLast: string;
        paymentId: string;
        amount: string;
        createdAt: Date;
        reversedAt: Date | null;
      }>();
    return rows.map((row) => ({
      id: row.id,
      referrerId: row.referrerId,
      referrerName: fullName(row.referrerFirst, row.referrerLast),
      friendId: row.friendId,
      friendName: fullName(row.friendFirst, row.friendLast),
      paymentId: row.paymentId,
      amount: Number(row.amount),
      status: row.reversedAt === null ? 'credited' : 'reversed',
      createdAt: new Date(row.createdAt).toISOString(),
      reversedAt: row.reversedAt === null ? null : new Date(row.reversedAt).toISOString(),
    }));
  }
}
