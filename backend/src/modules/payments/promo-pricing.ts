import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PromoPricing, Purchase } from '@academy/contracts';
import { promoCodeGiven, type PromoRedemptions } from '../promotions/index.js';
import { PaymentEntity } from './payment.entity.js';

/** A new pending payment's own columns; the purchase and the code give the rest. */
export type NewPayment = Omit<
  Partial<PaymentEntity>,
  'kind' | 'tier' | 'amount' | 'promoCode' | 'listPrice' | 'discount'
> &
  Pick<PaymentEntity, 'userId' | 'provider' | 'method'>;

/** What the request named: the course as typed, its purchase and the promo code, if any. */
export interface PricedOrder {
  course: unknown;
  purchase: Purchase;
  promoCode?: unknown;
}

export function promoPricingOf(
  payment: Pick<PaymentEntity, 'promoCode' | 'listPrice' | 'discount' | 'amount'>,
): PromoPricing {
  return {
    promoCode: payment.promoCode,
    listPrice: payment.listPrice ?? payment.amount,
    discount: payment.discount ?? 0,
  };
}

/**
 * Creates a pending payment in the caller's transaction, priced by its promo code when it names
 * one: the code is locked and checked first (a refusal creates nothing), then its use is reserved
 * for the new payment. Every route that opens a payment goes through here.
 */
export async function savePricedPayment(
  manager: EntityManager,
  promotions: PromoRedemptions,
  order: PricedOrder,
  row: NewPayment,
): Promise<PaymentEntity> {
  const { purchase } = order;
  const offer = promoCodeGiven(order.promoCode)
    ? await promotions.lockOffer(manager, {
        userId: row.userId,
        code: order.promoCode,
        course: order.course,
        purchase,
      })
    : null;
  const now = new Date();
  const payments = manager.getRepository(PaymentEntity);
  const payment = await payments.save(
    payments.create({
      publicId: randomUUID(),
      currency: 'USD',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      ...row,
      kind: purchase.kind,
      tier: purchase.tier,
      amount: offer?.price ?? purchase.amount,
      promoCode: offer?.code ?? null,
      listPrice: offer ? offer.listPrice : null,
      discount: offer ? offer.discount : null,
    }),
  );
  if (offer) await promotions.reserve(manager, offer, payment);
  return payment;
}
