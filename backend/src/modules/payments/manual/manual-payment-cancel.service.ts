import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PaymentRecord } from '@academy/contracts';
import { WebhookOutbox } from '../../webhooks/index.js';
import { isPaymentPublicId, PaymentEntity } from '../payment.entity.js';
import { paymentEventSource } from '../payment-event-source.js';
import { toPaymentRecord } from '../payments.service.js';
import { cancelOnlyManual, cancelOnlyWhilePending, paymentNotFound } from '../payments.errors.js';

/**
 * A student takes back their own "I have paid" before staff decide. Like a lapsed checkout
 * (PaymentExpiryService) it leaves 'pending' by one conditional UPDATE, so a confirmation that
 * wins the row is never undone, and records payment.failed in the same transaction. What the
 * pending payment held (a place among PENDING_MANUAL_PAYMENTS_MAX, its receipt's share of
 * PENDING_RECEIPT_BYTES_MAX) is counted from pending rows only, so it is free again at once.
 */
@Injectable()
export class ManualPaymentCancelService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhookOutbox,
  ) {}

  async cancel(userId: number, publicId: string): Promise<PaymentRecord> {
    return this.dataSource.transaction(async (manager) => {
      const payments = manager.getRepository(PaymentEntity);
      // Another student's payment is as unknown as a missing one: no hint that it exists.
      const payment = isPaymentPublicId(publicId)
        ? await payments.findOne({
            where: { publicId, userId },
            lock: { mode: 'pessimistic_write' },
          })
        : null;
      if (!payment) throw paymentNotFound();
      if (payment.provider !== 'manual') throw cancelOnlyManual();
      const now = new Date();
      const cancelled = await payments.update(
        { id: payment.id, status: 'pending' },
        { status: 'cancelled', updatedAt: now },
      );
      if (!cancelled.affected) throw cancelOnlyWhilePending();
      await this.webhooks.recordPaymentEvent(
        manager,
        'payment.failed',
        paymentEventSource(payment.id),
      );
      return toPaymentRecord(Object.assign(payment, { status: 'cancelled', updatedAt: now }));
    });
  }
}
