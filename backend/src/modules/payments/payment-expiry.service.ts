import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Sweep } from '../../common/jobs/sweep.js';
import { inBatches } from '../../common/jobs/in-batches.js';
import { PromoRedemptions } from '../promotions/index.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { PaymentEntity } from './payment.entity.js';
import { paymentEventSource } from './payment-event-source.js';

const EXPIRY_BATCH = 1000;

/**
 * Card and PayPort checkouts the student never finished become expired once their provider's
 * page has lapsed (expires_at). One conditional UPDATE per batch, WHERE status = 'pending', so
 * several API instances may run it at once and a confirmation that wins the row is never undone.
 * BTCPay invoices are not expired by the clock: BTCPay is asked first (BtcpayRecheckService),
 * since coins may have arrived after all.
 */
@Injectable()
export class PaymentExpiryService {
  private readonly logger = new Logger(PaymentExpiryService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhookOutbox,
    private readonly promotions: PromoRedemptions,
  ) {}

  @Sweep({ name: 'payments-expiry', everyMs: 60_000, failure: 'Expiring lapsed checkouts failed' })
  async expireOnSchedule(): Promise<void> {
    await this.expireLapsed();
  }

  async expireLapsed(now = new Date()): Promise<number> {
    // Each batch and its payment.failed events commit together.
    const expired = await inBatches(EXPIRY_BATCH, () =>
      this.dataSource.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(PaymentEntity)
          .set({ status: 'expired', updatedAt: now })
          .where(
            `id IN (SELECT id FROM payments
                   WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= :now
                     AND provider NOT IN ('manual', 'btcpay')
                   ORDER BY expires_at LIMIT ${EXPIRY_BATCH})`,
            { now },
          )
          .andWhere(`status = 'pending'`)
          .returning(['id'])
          .execute();
        const expiredRows = result.raw as { id: number }[];
        await this.promotions.release(
          manager,
          expiredRows.map(({ id }) => id),
        );
        for (const { id } of expiredRows) {
          await this.webhooks.recordPaymentEvent(manager, 'payment.failed', paymentEventSource(id));
        }
        return expiredRows.length;
      }),
    );
    if (expired > 0) this.logger.log(`Expired ${expired} lapsed checkout(s)`);
    return expired;
  }
}
