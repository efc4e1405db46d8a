import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { TOPUP_COURSE, type PromoCheckResponse, type Purchase } from '@academy/contracts';
import { resolvePurchase } from '@academy/domain';
import { CatalogueService } from '../catalogue/index.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { HOLDING_USE_STATES, PromoCodeUseEntity } from './promo-code-use.entity.js';
import { PromoCodeEntity } from './promo-code.entity.js';
import { normalizePromoCode, promoFigures, promoTarget, type PromoOffer } from './promo-pricing.js';
import {
  promoAlreadyUsed,
  promoCodeInvalid,
  promoExpired,
  promoFirstPurchaseOnly,
  promoNotApplicable,
  promoNotStarted,
  promoUnknown,
  promoUsedUp,
} from './promotions.errors.js';

/** Who uses a code on what: the student, the course named in the request and its purchase. */
export interface PromoRequest {
  userId: number;
  code: unknown;
  course: unknown;
  purchase: Purchase;
}

/**
 * A code's life on payments. A payment route calls `lockOffer` in the transaction that creates
 * the payment, then `reserve` with the new payment: the code's row stays locked until that
 * transaction commits, so payments with one code are counted one after another and `maxUses`
 * (reserved plus consumed uses) cannot be passed however many arrive at once. Settlement
 * `consume`s the use when the payment is paid and `release`s it when it closes unpaid.
 */
@Injectable()
export class PromoRedemptions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /** The figures a payment with the code would have now; nothing is reserved. */
  async check(
    userId: number,
    request: { code: string; course: string; price?: unknown },
  ): Promise<PromoCheckResponse> {
    const { tiers } = await this.catalogue.current();
    const purchase = resolvePurchase(tiers, request.course, request.price);
    if (!purchase) {
      const topup = request.course.trim().toLowerCase() === TOPUP_COURSE;
      throw topup
        ? promoCodeInvalid('price', 'price must be a top-up of whole dollars from $1 to $100,000')
        : promoCodeInvalid('course', 'course must be a tier on sale or topup');
    }
    const offer = await this.offer(this.dataSource.manager, { userId, ...request, purchase });
    return { code: offer.code, price: offer.price, discount: offer.discount, bonus: offer.bonus };
  }

  /** Locks the code for the caller's transaction and answers its figures, or its refusal. */
  lockOffer(manager: EntityManager, request: PromoRequest): Promise<PromoOffer> {
    return this.offer(manager, request, true);
  }

  /** Holds one use of the offer's code for a payment just created in the same transaction. */
  async reserve(
    manager: EntityManager,
    offer: PromoOffer,
    payment: Pick<PaymentEntity, 'id' | 'userId'>,
  ): Promise<void> {
    await manager.insert(PromoCodeUseEntity, {
      promoCodeId: offer.promoCodeId,
      paymentId: payment.id,
      userId: payment.userId,
      state: 'reserved',
      discount: offer.discount,
      bonus: offer.bonus,
    });
  }

  /** The bonus a paid top-up brings beside it (0 without a code), read under the use's lock. */
  async bonusFor(manager: EntityManager, paymentId: number): Promise<number> {
    const use = await manager.findOne(PromoCodeUseEntity, {
      where: { paymentId },
      lock: { mode: 'pessimistic_write' },
    });
    return use?.bonus ?? 0;
  }

  /**
   * The payment was paid: its use is consumed (a use released by a lapse comes back, since the
   * student paid the discounted price) and promo.redeemed is recorded, once.
   */
  async consume(manager: EntityManager, payment: PaymentEntity): Promise<void> {
    const consumed = await manager
      .createQueryBuilder()
      .update(PromoCodeUseEntity)
      .set({ state: 'consumed', updatedAt: new Date() })
      .where({ paymentId: payment.id, state: Not('consumed') })
      .returning('promo_code_id, bonus')
      .execute();
    const [row] = consumed.raw as { promo_code_id: number; bonus: string | number }[];
    if (!row) return;
    const code = await manager.findOneByOrFail(PromoCodeEntity, { id: row.promo_code_id });
    await this.webhooks.recordPromoEvent(manager, payment.userId, {
      promoCodeId: code.id,
      code: code.code,
      kind: code.kind,
      paymentId: payment.publicId,
      userId: payment.userId,
      listPrice: payment.listPrice ?? payment.amount,
      discount: payment.discount ?? 0,
      bonus: Number(row.bonus),
      amount: payment.amount,
    });
  }

  /** The payments closed unpaid (cancelled, rejected, failed, expired): their uses count no more. */
  async release(manager: EntityManager, paymentIds: number[]): Promise<void> {
    if (paymentIds.length === 0) return;
    await manager.update(
      PromoCodeUseEntity,
      { paymentId: In(paymentIds), state: 'reserved' },
      { state: 'released', updatedAt: new Date() },
    );
  }

  private async offer(
    manager: EntityManager,
    { userId, code, course, purchase }: PromoRequest,
    lock = false,
  ): Promise<PromoOffer> {
    const normalized = normalizePromoCode(code);
    const promo = normalized
      ? await manager.findOne(PromoCodeEntity, {
          where: { code: normalized },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!promo) throw promoUnknown();
    const now = new Date();
    if (!promo.active || (promo.endsAt && promo.endsAt <= now)) throw promoExpired();
    if (promo.startsAt && promo.startsAt > now) throw promoNotStarted();
    const target = promoTarget(course, purchase);
    const forTopUp = promo.kind === 'topup-bonus';
    if (forTopUp !== (target === TOPUP_COURSE) || !promo.appliesTo.includes(target)) {
      throw promoNotApplicable();
    }
    if (promo.firstPurchaseOnly) {
      const paidBefore = await manager.existsBy(PaymentEntity, { userId, paidAt: Not(IsNull()) });
      if (paidBefore) throw promoFirstPurchaseOnly();
    }
    const counts = await manager
      .createQueryBuilder(PromoCodeUseEntity, 'pcu')
      .select('count(*)::int', 'total')
      .addSelect('count(*) FILTER (WHERE pcu.user_id = :userId)::int', 'mine')
      .where({ promoCodeId: promo.id, state: In(HOLDING_USE_STATES) })
      .setParameter('userId', userId)
      .getRawOne<{ total: number; mine: number }>();
    if (Number(counts?.mine ?? 0) >= promo.maxUsesPerStudent) throw promoAlreadyUsed();
    if (promo.maxUses !== null && Number(counts?.total ?? 0) >= promo.maxUses) throw promoUsedUp();
    return {
      promoCodeId: promo.id,
      code: promo.code,
      kind: promo.kind,
      ...promoFigures(promo, purchase.amount),
    };
  }
}
