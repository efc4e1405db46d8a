import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { claimLeased } from '../../../common/jobs/leased-claim.js';
import { Sweep } from '../../../common/jobs/sweep.js';
import { BtcpayInvoicesService } from './btcpay-invoices.service.js';
import { BtcpayError } from './btcpay.client.js';

/** How many lapsed invoices one run asks BTCPay about; the rest wait for the next run. */
const RECHECK_BATCH = 100;

const RECHECK_EVERY_MS = 5 * 60_000;

/** A minute shorter than the interval, so that the next pass, on any replica, takes it again. */
const CLAIM_SECONDS = RECHECK_EVERY_MS / 1000 - 60;

/**
 * A lost callback must never leave a paid student without the course: every few minutes the
 * BTCPay invoices still pending past their expiry are fetched again and applied. Every replica
 * runs the sweep, and each pass claims its invoices for a few minutes (SKIP LOCKED), so BTCPay is
 * asked about a lapsed invoice once per pass across replicas. Should two looks meet anyway (a
 * callback, the desk), applying an invoice locks its payment and fulfilment credits once.
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

  /** Returns how many invoices were asked about; BTCPay's failures are logged, not thrown. */
  async recheckLapsed(now = new Date()): Promise<number> {
    if (!this.invoices.configured) return 0;
    const lapsed = await claimLeased<{ invoice_id: string }>(this.dataSource, {
      table: 'payments',
      where: `item.status = 'pending' AND item.provider = 'btcpay' AND item.review_reason IS NULL
          AND item.provider_reference IS NOT NULL AND item.expires_at <= $3`,
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
}
