import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MultipartFile } from '@fastify/multipart';
import { DataSource, Not, QueryFailedError, type EntityManager } from 'typeorm';
import {
  PENDING_MANUAL_PAYMENTS_MAX,
  PENDING_RECEIPT_BYTES_MAX,
  RECEIPT_FIELD,
  RECEIPT_MAX_BYTES,
  type ManualPayment,
  type ManualPaymentMethod,
  type PaymentRecord,
} from '@academy/contracts';
import { resolvePurchase } from '@academy/domain';
import { AppConfig } from '../../../config/app-config.js';
import { CatalogueService } from '../../catalogue/index.js';
import { RateLimitService } from '../../rate-limit/index.js';
import { UsersService } from '../../users/index.js';
import { isPaymentPublicId, PaymentEntity } from '../payment.entity.js';
import { toPaymentRecord } from '../payments.service.js';
import { promoPricingOf, savePricedPayment } from '../promo-pricing.js';
import { PromoRedemptions } from '../../promotions/index.js';
import type { ManualPaymentDto } from '../dto/manual-payment.dto.js';
import { claimReferenceKey } from './claim-reference.js';
import { ReceiptStore } from './receipt-store.js';
import {
  coinNotOffered,
  manualPurchaseUnknown,
  paymentNotFound,
  pendingPaymentsLimit,
  receiptBytesLimit,
  receiptFieldMissing,
  receiptOnlyForManual,
  receiptOnlyWhilePending,
  receiptTooLarge,
  receiptTypeNotAllowed,
  referenceClaimedBefore,
} from '../payments.errors.js';

const METHOD_NAMES: Record<ManualPaymentMethod, string> = {
  crypto: 'crypto',
  p2p: 'P2P/IBAN',
  coinumm: 'Coinumm',
  revoxpay: 'Revoxpay',
};

const MEGABYTE = 1024 * 1024;
const RECEIPT_MEGABYTES = RECEIPT_MAX_BYTES / MEGABYTE;
const PENDING_RECEIPT_MEGABYTES = PENDING_RECEIPT_BYTES_MAX / MEGABYTE;

/** The caller's own earlier claim of this reference: only the student's own claims are unique. */
function claimedBefore(error: unknown): boolean {
  const driverError: unknown = error instanceof QueryFailedError ? error.driverError : undefined;
  const { code, constraint } = (driverError ?? {}) as { code?: string; constraint?: string };
  return (
    code === '23505' && (constraint === undefined || constraint === 'payments_reference_claims')
  );
}

function toManualPayment(payment: PaymentEntity): ManualPayment {
  return {
    id: payment.publicId,
    status: payment.status,
    amount: payment.amount,
    method: payment.method as ManualPaymentMethod,
    kind: payment.kind,
    tier: payment.tier,
    reference: payment.reference ?? '',
    coin: payment.coin,
    createdAt: payment.createdAt.toISOString(),
    ...promoPricingOf(payment),
  };
}

/** "I have paid" for the methods staff check by hand: a pending payment, its receipt, its notice. */
@Injectable()
export class ManualPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly receipts: ReceiptStore,
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
    private readonly catalogue: CatalogueService,
    private readonly promotions: PromoRedemptions,
  ) {}

  /**
   * Records the claim as pending. Another student's claim of the same reference does not stop it
   * (whoever sent a public hash first could block its payer); staff see such claims side by side.
   * The count of the student's pending payments is read under their row lock, so claims sent at
   * once cannot pass PENDING_MANUAL_PAYMENTS_MAX together.
   */
  async create(userId: number, request: ManualPaymentDto): Promise<ManualPayment> {
    await this.limits.consumeStudentSubmission(userId);
    // The DTO has checked course and price; the amount still comes from the catalogue alone.
    const { tiers } = await this.catalogue.current();
    const purchase = resolvePurchase(tiers, request.course, request.price);
    if (!purchase) {
      throw manualPurchaseUnknown();
    }
    // Only a coin with a receiving address is offered: a claim of another was paid to nobody's wallet.
    if (request.method === 'crypto') this.refuseCoinNotOffered(request.coin);
    try {
      const payment = await this.dataSource.transaction(async (manager) => {
        const user = await this.users.lockActive(manager, userId);
        const pending = await manager.countBy(PaymentEntity, {
          userId: user.id,
          provider: 'manual',
          status: 'pending',
        });
        if (pending >= PENDING_MANUAL_PAYMENTS_MAX) {
          throw pendingPaymentsLimit(PENDING_MANUAL_PAYMENTS_MAX);
        }
        return savePricedPayment(
          manager,
          this.promotions,
          { course: request.course, purchase, promoCode: request.promoCode },
          {
            userId: user.id,
            provider: 'manual',
            method: request.method,
            reference: request.reference,
            referenceKey: claimReferenceKey(request.method, request.reference),
            coin: request.method === 'crypto' ? (request.coin ?? null) : null,
          },
        );
      });
      return toManualPayment(payment);
    } catch (error) {
      if (!claimedBefore(error)) throw error;
      throw referenceClaimedBefore(METHOD_NAMES[request.method]);
    }
  }

  /**
   * Stores the receipt of the caller's own pending manual payment. The payment is checked before
   * the upload is read, and again under its row lock before the receipt is recorded; so is the
   * room left for the student's receipts, the second time under the student's row lock, so that
   * uploads at once cannot pass PENDING_RECEIPT_BYTES_MAX together.
   */
  async attachReceipt(
    userId: number,
    publicId: string,
    nextFile: () => Promise<MultipartFile | undefined>,
  ): Promise<PaymentRecord> {
    await this.limits.consumeStudentSubmission(userId);
    const own = await this.findOwn(userId, publicId);
    this.assertReceiptWelcome(own);
    const othersBytes = await this.otherPendingReceiptBytes(this.dataSource.manager, own);
    if (othersBytes >= PENDING_RECEIPT_BYTES_MAX)
      throw receiptBytesLimit(PENDING_RECEIPT_MEGABYTES);
    const part = await nextFile();
    if (!part || part.fieldname !== RECEIPT_FIELD) {
      part?.file.resume();
      throw receiptFieldMissing(RECEIPT_FIELD);
    }
    const stored = await this.receipts.save(publicId, part.file, () => part.file.truncated);
    if (stored === 'too-large') {
      throw receiptTooLarge(RECEIPT_MEGABYTES);
    }
    if (stored === 'empty' || stored === 'not-allowed') {
      throw receiptTypeNotAllowed();
    }
    let replaced: string | null = null;
    try {
      const payment = await this.dataSource.transaction(async (manager) => {
        const locked = await manager.getRepository(PaymentEntity).findOne({
          where: { publicId, userId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!locked) throw paymentNotFound();
        this.assertReceiptWelcome(locked);
        await this.users.lockActive(manager, userId);
        const others = await this.otherPendingReceiptBytes(manager, locked);
        if (others + stored.size > PENDING_RECEIPT_BYTES_MAX)
          throw receiptBytesLimit(PENDING_RECEIPT_MEGABYTES);
        replaced = locked.receiptFile;
        const changes = {
          receiptFile: stored.file,
          receiptType: stored.type,
          receiptSize: stored.size,
          updatedAt: new Date(),
        };
        await manager.update(PaymentEntity, { id: locked.id }, changes);
        return Object.assign(locked, changes);
      });
      if (replaced) await this.receipts.remove(replaced);
      return toPaymentRecord(payment);
    } catch (error) {
      await this.receipts.remove(stored.file);
      throw error;
    }
  }

  /** The student has seen the dashboard's notice of a confirmation or rejection. */
  async noticeSeen(userId: number, publicId: string): Promise<void> {
    const payment = await this.findOwn(userId, publicId);
    if (!payment.noticePending) return;
    await this.dataSource
      .getRepository(PaymentEntity)
      .update({ id: payment.id, noticePending: true }, { noticePending: false });
  }

  /** What the receipts of the student's other pending manual payments take (a new one replaces its own). */
  private async otherPendingReceiptBytes(
    manager: EntityManager,
    payment: PaymentEntity,
  ): Promise<number> {
    const row = await manager
      .getRepository(PaymentEntity)
      .createQueryBuilder('payment')
      .select('coalesce(sum(payment.receipt_size), 0)', 'bytes')
      .where({ userId: payment.userId, provider: 'manual', status: 'pending', id: Not(payment.id) })
      .getRawOne<{ bytes: string | number }>();
    return Number(row?.bytes ?? 0);
  }

  private async findOwn(userId: number, publicId: string): Promise<PaymentEntity> {
    // Another student's payment is as unknown as a missing one: no hint that it exists.
    const payment = isPaymentPublicId(publicId)
      ? await this.dataSource.getRepository(PaymentEntity).findOne({ where: { publicId, userId } })
      : null;
    if (!payment) throw paymentNotFound();
    return payment;
  }

  private assertReceiptWelcome(payment: PaymentEntity): void {
    if (payment.provider !== 'manual') {
      throw receiptOnlyForManual();
    }
    if (payment.status !== 'pending') {
      throw receiptOnlyWhilePending();
    }
  }

  private refuseCoinNotOffered(coin: string | undefined): void {
    const offered: string[] = this.config.cryptoAddresses.map((address) => address.id);
    if (coin !== undefined && offered.includes(coin)) return;
    const message =
      offered.length > 0
        ? `coin must be one of ${offered.join(', ')}`
        : 'Crypto payments are not accepted';
    throw coinNotOffered(message);
  }
}
