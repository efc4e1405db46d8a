import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Sweep } from '../../../common/jobs/sweep.js';
import { PaymentEntity } from '../payment.entity.js';
import { BtcpayInvoicesService } from './btcpay-invoices.service.js';
import { BtcpayError } from './btcpay.client.js';

/** How many lapsed invoices one run asks BTCPay about; the rest wait for the next run. */
const RECHECK_BATCH = 100;

/**
 * A lost callback must never leave a paid student without the course: every few minutes the
 * BTCPay invoices still pending past their expiry are fetched again and applied. Every replica
 * runs it, like every sweep here; that is safe because applying an invoice locks its payment and
 * fulfilment credits once, so two replicas looking at one invoice credit it once.
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
    everyMs: 5 * 60_000,
    failure: 'Rechecking lapsed BTCPay invoices failed',
  })
  async recheckOnSchedule(): Promise<void> {
    await this.recheckLapsed();
  }

  /** Returns how many invoices were asked about; BTCPay's failures are logged, not thrown. */
  async recheckLapsed(now = new Date()): Promise<number> {
    if (!this.invoices.configured) return 0;
    const lapsed = await this.dataSource
      .getRepository(PaymentEntity)
      .createQueryBuilder('payment')
      .select(['payment.id', 'payment.providerReference'])
      .where(`payment.status = 'pending' AND payment.provider = 'btcpay'`)
      .andWhere('payment.reviewReason IS NULL AND payment.providerReference IS NOT NULL')
      .andWhere('payment.expiresAt IS NOT NULL AND payment.expiresAt <= :now', { now })
      .orderBy('payment.expiresAt')
      .limit(RECHECK_BATCH)
      .getMany();
    for (const { providerReference } of lapsed) {
      try {
        await this.invoices.recheck(providerReference!);
      } catch (error) {
        if (!(error instanceof BtcpayError)) throw error;
        this.logger.warn(`BTCPay invoice ${providerReference} not rechecked: ${error.message}`);
      }
    }
    return lapsed.length;
  }
}
