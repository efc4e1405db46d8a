import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MultipartFile } from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import {
  ERROR_CODES,
  RECEIPT_FIELD,
  RECEIPT_MAX_BYTES,
  type ManualPayment,
  type ManualPaymentMethod,
  type PaymentRecord,
} from '@academy/contracts';
import { resolvePurchase } from '@academy/domain';
import { ApiException } from '../../../common/http/api-exception.js';
import { UsersService } from '../../users/users.service.js';
import { isPaymentPublicId, PaymentEntity } from '../payment.entity.js';
import { toPaymentRecord } from '../payments.service.js';
import type { ManualPaymentDto } from '../dto/manual-payment.dto.js';
import { ReceiptStore } from './receipt-store.js';

const METHOD_NAMES: Record<ManualPaymentMethod, string> = {
  crypto: 'crypto',
  p2p: 'P2P/IBAN',
  coinumm: 'Coinumm',
  revoxpay: 'Revoxpay',
};

const RECEIPT_MEGABYTES = RECEIPT_MAX_BYTES / (1024 * 1024);

function referenceTaken(error: unknown): boolean {
  const driverError: unknown = error instanceof QueryFailedError ? error.driverError : undefined;
  const { code, constraint } = (driverError ?? {}) as { code?: string; constraint?: string };
  return (
    code === '23505' && (constraint === undefined || constraint === 'payments_manual_reference')
  );
}

export function paymentNotFound(): ApiException {
  return new ApiException(404, ERROR_CODES.NOT_FOUND, 'Payment not found');
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
  };
}

/** "I have paid" for the methods staff check by hand: a pending payment, its receipt, its notice. */
@Injectable()
export class ManualPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly receipts: ReceiptStore,
  ) {}

  async create(userId: number, request: ManualPaymentDto): Promise<ManualPayment> {
    // The DTO has checked course and price; the amount still comes from the catalogue alone.
    const purchase = resolvePurchase(request.course, request.price);
    if (!purchase) {
      throw new ApiException(400, ERROR_CODES.VALIDATION_FAILED, 'Choose a course or a top-up');
    }
    const user = await this.users.getActive(userId);
    const payments = this.dataSource.getRepository(PaymentEntity);
    try {
      const now = new Date();
      const payment = await payments.save(
        payments.create({
          publicId: randomUUID(),
          userId: user.id,
          provider: 'manual',
          method: request.method,
          reference: request.reference,
          coin: request.method === 'crypto' ? (request.coin ?? null) : null,
          kind: purchase.kind,
          tier: purchase.tier,
          amount: purchase.amount,
          currency: 'USD',
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        }),
      );
      return toManualPayment(payment);
    } catch (error) {
      if (!referenceTaken(error)) throw error;
      throw new ApiException(
        409,
        ERROR_CODES.CONFLICT,
        `A ${METHOD_NAMES[request.method]} payment with this reference has already been sent`,
      );
    }
  }

  /**
   * Stores the receipt of the caller's own pending manual payment. The payment is checked before
   * the upload is read, and again under its row lock before the receipt is recorded.
   */
  async attachReceipt(
    userId: number,
    publicId: string,
    nextFile: () => Promise<MultipartFile | undefined>,
  ): Promise<PaymentRecord> {
    this.assertReceiptWelcome(await this.findOwn(userId, publicId));
    const part = await nextFile();
    if (!part || part.fieldname !== RECEIPT_FIELD) {
      part?.file.resume();
      throw new ApiException(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        `Attach the receipt as the multipart file field "${RECEIPT_FIELD}"`,
      );
    }
    const stored = await this.receipts.save(publicId, part.file, () => part.file.truncated);
    if (stored === 'too-large') {
      throw new ApiException(
        413,
        ERROR_CODES.PAYLOAD_TOO_LARGE,
        `The receipt must be at most ${RECEIPT_MEGABYTES} MB`,
      );
    }
    if (stored === 'empty' || stored === 'not-allowed') {
      throw new ApiException(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        'The receipt must be a PNG or JPEG image or a PDF document',
      );
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
      throw new ApiException(
        409,
        ERROR_CODES.CONFLICT,
        'A receipt can only be attached to a manual payment',
      );
    }
    if (payment.status !== 'pending') {
      throw new ApiException(
        409,
        ERROR_CODES.CONFLICT,
        'A receipt can only be attached while the payment is pending',
      );
    }
  }
}
