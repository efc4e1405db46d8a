import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { inBatches } from '../../../common/jobs/in-batches.js';
import { claimLeased } from '../../../common/jobs/leased-claim.js';
import { Sweep } from '../../../common/jobs/sweep.js';
import { holdForReview } from '../payment-settlement.js';
import { PaymentEntity } from '../payment.entity.js';
import { BtcpayInvoicesService } from './btcpay-invoices.service.js';
import { BtcpayError } from './btcpay.client.js';

/** How many lapsed invoices one run asks BTCPay about; the rest wait for the next run. */
const RECHECK_BATCH = 100;

/** How many lapsed invoices one transaction holds for staff while BTCPay is not configured. */
const HOLD_BATCH = 100;

const RECHECK_EVERY_MS = 5 * 60_000;

/** A minute shorter than the interval, so that the next pass, on any replica, takes it again. */
const CLAIM_SECONDS = RECHECK_EVERY_MS / 1000 - 60;

export const UNCHECKED_INVOICE_REASON =
  'BTCPay is not configured, so this lapsed invoice could not be checked: look it up in BTCPay, ' +
  'confirm it here if it was paid, or configure BTCPay again to recheck or refund it';

/**
 * The sweep's invoices: pending past their expiry (`now` is the placeholder of that instant) and
 * not held for staff. A held one is staff's: no pass looks at it again, even once BTCPay is back.
 */
const lapsedUnheld = (now: string) =>
  `item.status = 'pending' AND item.provider = 'btcpay' AND item.review_reason IS NULL
    AND item.provider_reference IS NOT NULL AND item.expires_at <= ${now}`;

/**
 * A lost callback must never leave a paid student without the course: every few minutes the
 * BTCPay invoices still pending past their expiry are fetched again and applied. Every replica
 * runs the sweep, and each pass claims its invoices for a few minutes (SKIP LOCKED), so BTCPay is
 * asked about a lapsed invoice once per pass across replicas. Should two looks meet anyway (a
 * callback, the desk), applying an invoice locks its payment and fulfilment credits once.
 *
 * Without BTCPay (its settings removed) nobody could ask, and the payments would stay pending for
 * ever: each lapsed invoice is held for staff instead, who look it up in BTCPay themselves.
 */
@Injectable()
export class BtcpayRecheckService {
  private readonly logger = new Logger(BtcpayRecheckService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: BtcpayInvoicesService,
  ) {}

  @Sweep({
    name: 'payments-btcpay-recheck',
    everyMs: RECHECK_EVERY_MS,
    failure: 'Rechecking lapsed BTCPay invoices failed',
  })
  async recheckOnSchedule(): Promise<void> {
    await this.recheckLapsed();
  }

  /**
   * Returns how many invoices were asked about, or, without BTCPay, held for staff. BTCPay's
   * failures are logged, not thrown.
   */
  async recheckLapsed(now = new Date()): Promise<number> {
    if (!this.invoices.configured) return this.holdUnchecked(now);
    const lapsed = await claimLeased<{ invoice_id: string }>(this.dataSource, {
      table: 'payments',
      where: lapsedUnheld('$3'),
      orderBy: 'item.expires_at, item.id',
      limit: RECHECK_BATCH,
      leaseSeconds: CLAIM_SECONDS,
      returning: 'provider_reference AS invoice_id',
      parameters: [now],
    });
    for (const { invoice_id: invoiceId } of lapsed) {
      try {
        await this.invoices.recheck(invoiceId);
      } catch (error) {
        if (!(error instanceof BtcpayError)) throw error;
        this.logger.warn(`BTCPay invoice ${invoiceId} not rechecked: ${error.message}`);
      }
    }
    return lapsed.length;
  }

  /**
   * Holds every lapsed invoice for staff, once: the rows are locked with SKIP LOCKED and a held
   * one no longer matches, so replicas passing together hold each one once. An invoice that a
   * replica still configured for BTCPay has claimed is left to its recheck.
   */
  private async holdUnchecked(now: Date): Promise<number> {
    const held = await inBatches(HOLD_BATCH, () =>
      this.dataSource.transaction(async (manager) => {
        const lapsed = await manager
          .getRepository(PaymentEntity)
          .createQueryBuilder('item')
          .where(lapsedUnheld(':now'), { now })
          .andWhere('(item.claimed_until IS NULL OR item.claimed_until < now())')
          .orderBy('item.expiresAt', 'ASC')
          .addOrderBy('item.id', 'ASC')
          .limit(HOLD_BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const payment of lapsed)
          await holdForReview(manager, payment, UNCHECKED_INVOICE_REASON);
        return lapsed.length;
      }),
    );
    if (held > 0) {
      this.logger.warn(`BTCPay is not configured: ${held} lapsed invoice(s) now wait for staff`);
    }
    return held;
  }
}
