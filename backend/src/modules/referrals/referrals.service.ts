import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReferralSummary } from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';
import { AppConfig } from '../../config/app-config.js';
import { UserEntity } from '../users/user.entity.js';
import { ReferralCodeEntity } from './referral-code.entity.js';
import { ReferralRewardEntity } from './referral-reward.entity.js';
import { ReferralEntity } from './referral.entity.js';
import { friendName, newReferralCode, normalizeReferralCode } from './referral-identity.js';

/** How many codes are tried before giving up: a clash among 31^8 codes is already rare. */
const CODE_ATTEMPTS = 5;

/** The student's side of the referral programme: their code and link, and who came by it. */
@Injectable()
export class ReferralsService {
  private readonly logger = new Logger(ReferralsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The student's code, made on first use: an insert that a clash or a concurrent call skips. */
  async codeOf(userId: number): Promise<string> {
    const codes = this.dataSource.getRepository(ReferralCodeEntity);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const existing = await codes.findOneBy({ userId });
      if (existing) return existing.code;
      await codes
        .createQueryBuilder()
        .insert()
        .values({ userId, code: newReferralCode() })
        .orIgnore()
        .execute();
    }
    throw new Error(`No referral code could be made for user ${userId}`);
  }

  /**
   * Stores who brought a newly registered student, once. An unknown code, a deleted referrer's
   * code or a second call change nothing and refuse nothing: registration never fails on it.
   */
  async attach(referredId: number, ref: string | undefined): Promise<void> {
    const code = normalizeReferralCode(ref);
    if (!code) return;
    try {
      const owner = await this.dataSource
        .getRepository(ReferralCodeEntity)
        .createQueryBuilder('code')
        .innerJoin(UserEntity, 'user', 'user.id = code.userId AND user.deletedAt IS NULL')
        .where('code.code = :code', { code })
        .getOne();
      if (!owner || owner.userId === referredId) return;
      await this.dataSource
        .getRepository(ReferralEntity)
        .createQueryBuilder()
        .insert()
        .values({ referredId, referrerId: owner.userId })
        .orIgnore()
        .execute();
    } catch (error) {
      this.logger.error(`Could not record the referral of user ${referredId}: ${String(error)}`);
    }
  }

  /** GET /api/referrals: the link, the friends it brought and what they earned. */
  async summary(userId: number): Promise<ReferralSummary> {
    const code = await this.codeOf(userId);
    const friends = await this.dataSource
      .getRepository(ReferralEntity)
      .createQueryBuilder('referral')
      .innerJoin(UserEntity, 'friend', 'friend.id = referral.referredId')
      .select('friend.username', 'username')
      .addSelect('friend.lastname', 'lastname')
      .addSelect('referral.createdAt', 'joinedAt')
      .addSelect('referral.firstPaymentId IS NOT NULL', 'paid')
      .where('referral.referrerId = :userId', { userId })
      .andWhere('friend.deletedAt IS NULL')
      .orderBy('referral.createdAt', 'DESC')
      .getRawMany<{ username: string; lastname: string; joinedAt: Date; paid: boolean }>();
    const rewards = await this.dataSource
      .getRepository(ReferralRewardEntity)
      .createQueryBuilder('reward')
      .innerJoin(UserEntity, 'friend', 'friend.id = reward.referredId')
      .select(['reward.id', 'reward.amount', 'reward.createdAt', 'reward.reversedAt'])
      .addSelect(['friend.username', 'friend.lastname'])
      .where('reward.referrerId = :userId', { userId })
      .orderBy('reward.createdAt', 'DESC')
      .addOrderBy('reward.id', 'DESC')
      .getRawMany<{
        reward_id: number;
        reward_amount: string;
        reward_created_at: Date;
        reward_reversed_at: Date | null;
        friend_username: string;
        friend_lastname: string;
      }>();
    const earnedCents = rewards
      .filter((reward) => reward.reward_reversed_at === null)
      .reduce((sum, reward) => sum + toCents(Number(reward.reward_amount)), 0);
    return {
      code,
      link: `${this.config.publicUrl}/register?ref=${code}`,
      invited: friends.length,
      paid: friends.filter((friend) => friend.paid).length,
      earned: fromCents(earnedCents),
      friends: friends.map((friend) => ({
        friend: friendName(friend.username, friend.lastname),
        joinedAt: new Date(friend.joinedAt).toISOString(),
        paid: friend.paid,
      })),
      rewards: rewards.map((reward) => ({
        id: reward.reward_id,
        friend: friendName(reward.friend_username, reward.friend_lastname),
        amount: Number(reward.reward_amount),
        status: reward.reward_reversed_at === null ? 'credited' : 'reversed',
        createdAt: new Date(reward.reward_created_at).toISOString(),
      })),
    };
  }
}
