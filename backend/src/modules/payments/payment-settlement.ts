import type { PaymentProviderName } from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';
import type { EntityManager } from 'typeorm';
import { BalanceLedgerEntryEntity } from '../users/balance/balance-ledger-entry.entity.js';
import { isPaymentPublicId, PaymentEntity } from './payment.entity.js';
import type { ConfirmationOutcome } from './providers/payment-provider.js';

/** The words of a payment's settlement: what a confirmation says and what settling it did. */

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
  /** Stripe's payment intent, kept for a later refund. */
  paymentIntent?: string | null;
}

export type SettleResult =
  'credited' | 'already-paid' | 'updated' | 'unchanged' | 'mismatch' | 'review' | 'unknown';

/** What crediting a payment did: credited, or left pending for staff with the reason. */
export type CreditResult = { credited: true } | { credited: false; reviewReason: string };

export const DELETED_ACCOUNT_REASON = 'account deleted';
export const BALANCE_LIMIT_REASON =
  'Not credited: the top-up would take the balance past its maximum';
export const NO_AMOUNT_REASON =
  'Not credited: PayPort confirmed the payment without saying the amount; check it at PayPort';

export const dollars = (cents: number) => `$${fromCents(cents).toFixed(2)}`;

/** Whether the provider charged the payment's own amount and currency (unsaid counts as yes). */
export function chargedMatches(payment: PaymentEntity, charged: Confirmation['charged']): boolean {
  if (charged === null) return true;
  return (
    charged.cents === toCents(payment.amount) && charged.currency.toUpperCase() === payment.currency
  );
}

/** The payment a confirmation names, locked for the settlement's transaction. */
export async function lockPayment(
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

/** A payment by its public id, locked for a staff decision's transaction. */
export async function lockPaymentByPublicId(
  manager: EntityManager,
  publicId: string,
): Promise<PaymentEntity | null> {
  if (!isPaymentPublicId(publicId)) return null;
  return manager.getRepository(PaymentEntity).findOne({
    where: { publicId: publicId.toLowerCase() },
    lock: { mode: 'pessimistic_write' },
  });
}

/** Leaves a locked payment as it is, with the reason staff must look at it. */
export async function holdForReview(
  manager: EntityManager,
  payment: PaymentEntity,
  reviewReason: string,
): Promise<void> {
  const changes = { reviewReason: reviewReason.slice(0, 500), updatedAt: new Date() };
  await manager.update(PaymentEntity, { id: payment.id }, changes);
  Object.assign(payment, changes);
}

/** What a payment's ledger rows put on the balance, in cents, and the promo bonus among it. */
export async function creditedBy(
  manager: EntityManager,
  paymentId: number,
): Promise<{ owed: number; bonus: number }> {
  const credited = await manager
    .getRepository(BalanceLedgerEntryEntity)
    .createQueryBuilder('entry')
    .select('coalesce(sum(entry.delta), 0)::text', 'total')
    .addSelect(`coalesce(sum(entry.delta) FILTER (WHERE entry.reason = 'bonus'), 0)::text`, 'bonus')
    .where('entry.paymentId = :id', { id: paymentId })
    .getRawOne<{ total: string; bonus: string }>();
  return {
    owed: toCents(Number(credited?.total ?? 0)),
    bonus: toCents(Number(credited?.bonus ?? 0)),
  };
}
