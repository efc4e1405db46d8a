import { Injectable } from '@nestjs/common';
import { IsNull, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { ERROR_CODES } from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';
import { BalanceRefused, BalanceService, userEventSource } from '../users/index.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { ReferralRewardEntity } from './referral-reward.entity.js';
import { ReferralEntity } from './referral.entity.js';
import { foldEmail } from './referral-identity.js';
import { rewardCents } from './referral-money.js';
import { ReferralSettingsService } from './referral-settings.service.js';
import { referrerBalanceShort } from './referrals.errors.js';

/** What settlement tells the programme about a payment it has just marked paid. */
export interface PaidPayment {
  id: number;
  userId: number;
  amount: number;
}

/** Why a friend's first payment earned its referrer nothing, as the referral row keeps it. */
export type NoRewardReason =
  'disabled' | 'self_referral' | 'referrer_deleted' | 'monthly_cap' | 'balance_limit';

const startOfMonthUtc = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * The payments' side of the referral programme, the whole of what settlement and refunds call:
 * `paymentPaid` when a payment is paid and `paymentRefunded` when its credit is taken back, both
 * inside the payment's transaction with the payment row locked.
 *
 * Once only: the friend's referral row is locked and its `firstPaymentId` set by the first paid
 * payment, rewarded or not; a second delivery of the same success finds the payment paid and
 * never gets here, another payment finds the row taken. The reward row's unique keys (one per
 * friend, one per payment) hold even if that reasoning ever broke.
 */
@Injectable()
export class ReferralRewards {
  constructor(
    private readonly balances: BalanceService,
    private readonly settings: ReferralSettingsService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /** Rewards the referrer of the payer when this is the payer's first paid payment. */
  async paymentPaid(manager: EntityManager, payment: PaidPayment): Promise<void> {
    const referral = await manager.getRepository(ReferralEntity).findOne({
      where: { referredId: payment.userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!referral || referral.firstPaymentId !== null) return;
    const refused = await this.reward(manager, referral, payment);
    await manager.update(
      ReferralEntity,
      { referredId: referral.referredId },
      { firstPaymentId: payment.id, noRewardReason: refused },
    );
  }

  /**
   * Takes back the reward a refunded payment earned, once. A referrer who has spent it stops the
   * refund with a 409 saying what is missing; a deleted referrer's reward is left where it is.
   */
  async paymentRefunded(
    manager: EntityManager,
    paymentId: number,
    staffId?: number,
  ): Promise<boolean> {
    const reward = await manager.getRepository(ReferralRewardEntity).findOne({
      where: { paymentId, reversedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
    if (!reward) return false;
    const referrer = await manager
      .getRepository(UserEntity)
      .findOne({ where: { id: reward.referrerId }, lock: { mode: 'pessimistic_write' } });
    if (!referrer || referrer.deletedAt) return false;
    const owed = toCents(reward.amount);
    await this.balances
      .change(
        manager,
        reward.referrerId,
        { mode: 'add', amount: -fromCents(owed) },
        { reason: 'referral_reversal', staffId },
      )
      .catch((error: unknown) => {
        if (!(error instanceof BalanceRefused && error.code === ERROR_CODES.BALANCE_BELOW_ZERO))
          throw error;
        throw referrerBalanceShort(owed - toCents(error.balance), owed);
      });
    await manager.update(ReferralRewardEntity, { id: reward.id }, { reversedAt: new Date() });
    return true;
  }

  /** Credits the reward and records it, or says why there is none. */
  private async reward(
    manager: EntityManager,
    referral: ReferralEntity,
    payment: PaidPayment,
  ): Promise<NoRewardReason | null> {
    const settings = await this.settings.get(manager);
    if (!settings.enabled) return 'disabled';
    const users = manager.getRepository(UserEntity);
    // The referrer's row is locked first: the month's count below cannot move under us.
    const referrer = await users.findOne({
      where: { id: referral.referrerId },
      lock: { mode: 'pessimistic_write' },
    });
    const friend = await users.findOneBy({ id: referral.referredId });
    if (!referrer || referrer.deletedAt) return 'referrer_deleted';
    if (
      !friend ||
      referrer.id === friend.id ||
      foldEmail(referrer.email) === foldEmail(friend.email)
    )
      return 'self_referral';
    const thisMonth = await manager.getRepository(ReferralRewardEntity).countBy({
      referrerId: referrer.id,
      createdAt: MoreThanOrEqual(startOfMonthUtc(new Date())),
    });
    if (thisMonth >= settings.maxRewardsPerReferrerPerMonth) return 'monthly_cap';
    const cents = rewardCents(settings, payment.amount);
    if (cents <= 0) return 'disabled';
    try {
      await this.balances.change(
        manager,
        referrer.id,
        { mode: 'add', amount: fromCents(cents) },
        { reason: 'referral' },
      );
    } catch (error) {
      if (!(error instanceof BalanceRefused && error.code === ERROR_CODES.BALANCE_TOO_LARGE))
        throw error;
      return 'balance_limit';
    }
    await manager.insert(ReferralRewardEntity, {
      referrerId: referrer.id,
      referredId: referral.referredId,
      paymentId: payment.id,
      amount: fromCents(cents),
    });
    await this.webhooks.recordUserEvent(manager, 'referral.rewarded', userEventSource(referrer.id));
    return null;
  }
}
