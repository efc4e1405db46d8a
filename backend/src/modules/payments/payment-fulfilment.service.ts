import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentProviderName } from '@academy/contracts';
import { BalanceLedgerService } from '../users/balance-ledger.service.js';
import { UserEntity } from '../users/user.entity.js';
import { isPaymentPublicId, PaymentEntity } from './payment.entity.js';
import type { ConfirmationOutcome } from './providers/payment-provider.js';

/** How a confirmation names its payment: the provider's reference, else our public id. */
export interface PaymentLookup {
  provider: PaymentProviderName;
  reference: string | null;
  paymentId: string | null;
}

export interface Confirmation {
  outcome: ConfirmationOutcome;
  /** What the provider charged, when it says; a mismatch with the payment is never credited. */
  charged: { cents: number; currency: string } | null;
}

export type SettleResult =
  'credited' | 'already-paid' | 'updated' | 'unchanged' | 'mismatch' | 'unknown';

/**
 * The one place a payment's outcome takes effect, for every provider. It runs inside the
 * caller's transaction with the payment row locked, so a repeated, late or concurrent
 * confirmation finds the payment already paid and changes nothing; if anything fails the whole
 * transaction rolls back and the payment stays claimable by the provider's retry.
 */
@Injectable()
export class PaymentFulfilmentService {
  private readonly logger = new Logger(PaymentFulfilmentService.name);

  constructor(private readonly ledger: BalanceLedgerService) {}

  async settle(
    manager: EntityManager,
    lookup: PaymentLookup,
    confirmation: Confirmation,
  ): Promise<SettleResult> {
    const payment = await this.lockPayment(manager, lookup);
    if (!payment) {
      this.logger.warn(
        `No ${lookup.provider} payment for reference ${lookup.reference} / id ${lookup.paymentId}`,
      );
      return 'unknown';
    }
    if (payment.status === 'paid') return 'already-paid';
    if (confirmation.outcome !== 'paid') {
      // Only a pending payment can fail or lapse: a later success still wins over either.
      if (payment.status !== 'pending') return 'unchanged';
      await manager.update(
        PaymentEntity,
        { id: payment.id },
        { status: confirmation.outcome, updatedAt: new Date() },
      );
      return 'updated';
    }
    if (!this.chargedMatches(payment, confirmation.charged)) {
      this.logger.error(
        `Payment ${payment.publicId}: ${lookup.provider} charged ${JSON.stringify(confirmation.charged)}, ` +
          `expected ${payment.amount} ${payment.currency}; left pending for review`,
      );
      return 'mismatch';
    }
    await this.credit(manager, payment);
    const now = new Date();
    await manager.update(
      PaymentEntity,
      { id: payment.id },
      { status: 'paid', paidAt: now, updatedAt: now },
    );
    return 'credited';
  }

  private async lockPayment(
    manager: EntityManager,
    lookup: PaymentLookup,
  ): Promise<PaymentEntity | null> {
    const payments = manager.getRepository(PaymentEntity);
    const lock = { mode: 'pessimistic_write' as const };
    if (lookup.reference) {
      const byReference = await payments.findOne({
        where: { provider: lookup.provider, providerReference: lookup.reference },
        lock,
      });
      if (byReference) return byReference;
    }
    // A callback may outrun the moment the provider's reference is stored on our row.
    if (lookup.paymentId && isPaymentPublicId(lookup.paymentId)) {
      return payments.findOne({
        where: { provider: lookup.provider, publicId: lookup.paymentId },
        lock,
      });
    }
    return null;
  }

  private chargedMatches(payment: PaymentEntity, charged: Confirmation['charged']): boolean {
    if (charged === null) return true;
    return (
      charged.cents === Math.round(payment.amount * 100) &&
      charged.currency.toUpperCase() === payment.currency
    );
  }

  private async credit(manager: EntityManager, payment: PaymentEntity): Promise<void> {
    // Deleted accounts included: the money arrived, so the payment is recorded either way.
    const user = await manager.getRepository(UserEntity).findOne({
      where: { id: payment.userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user || user.deletedAt) {
      this.logger.warn(`Payment ${payment.publicId} arrived for deleted user ${payment.userId}`);
      return;
    }
    if (payment.kind === 'course') {
      await manager.update(UserEntity, { id: user.id }, { course: payment.tier! });
      return;
    }
    await this.ledger.setBalance(manager, user, user.balance + payment.amount, {
      reason: 'payment',
      paymentId: payment.id,
    });
  }
}
