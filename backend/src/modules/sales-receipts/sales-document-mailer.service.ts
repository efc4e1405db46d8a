import { mailLocale } from '@academy/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../common/jobs/leased-claim.js';
import { Sweep } from '../../common/jobs/sweep.js';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/index.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { SalesDocumentEntity } from './sales-document.entity.js';
import { salesDocumentMail } from './sales-document-mails.js';
import { SalesDocumentsService } from './sales-documents.service.js';

const CLAIM_BATCH = 20;

interface ClaimedDocument {
  id: number;
}

/**
 * Mails each issued receipt and credit note once, with its PDF, after the payment's transaction
 * has committed (so a rolled-back payment mails nothing). A document is claimed by the UPDATE
 * that sets mailed_at while it is still NULL, so replicas never send one twice; a mail that fails
 * is released for the next run. A deleted account's documents are marked and not mailed.
 */
@Injectable()
export class SalesDocumentMailer {
  private readonly logger = new Logger(SalesDocumentMailer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: SalesDocumentsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  @Sweep({ name: 'sales-document-mails', everyMs: 5_000, failure: 'Mailing receipts failed' })
  async mailIssuedOnSchedule(): Promise<void> {
    await this.mailIssued();
  }

  /** Mails every document not yet mailed; answers how many went out. */
  async mailIssued(): Promise<number> {
    let sent = 0;
    for (;;) {
      // The outer "IS NULL" is checked again on a row another replica has just claimed.
      const claimed = await this.dataSource.query<[ClaimedDocument[], number] | ClaimedDocument[]>(
        `UPDATE sales_documents SET mailed_at = now()
         WHERE mailed_at IS NULL AND id IN (
           SELECT id FROM sales_documents WHERE mailed_at IS NULL
           ORDER BY id LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id`,
      );
      const rows = rowsOf(claimed);
      let failed = false;
      for (const { id } of rows) {
        const outcome = await this.mailOne(id);
        if (outcome === 'sent') sent += 1;
        failed ||= outcome === 'failed';
      }
      // What failed was handed back: the next run tries it again rather than this one looping.
      if (failed || rows.length < CLAIM_BATCH) return sent;
    }
  }

  private async mailOne(id: number): Promise<'sent' | 'nobody' | 'failed'> {
    const document = await this.dataSource
      .getRepository(SalesDocumentEntity)
      .findOneByOrFail({ id });
    const [payment, user] = await Promise.all([
      this.dataSource.getRepository(PaymentEntity).findOneByOrFail({ id: document.paymentId }),
      this.dataSource.getRepository(UserEntity).findOneBy({ id: document.userId }),
    ]);
    if (!user || user.deletedAt) return 'nobody';
    try {
      const file = await this.documents.render(this.dataSource.manager, document, payment);
      const message = salesDocumentMail(mailLocale(user.locale, user.deviceLocale), {
        kind: document.kind,
        name: user.username,
        number: document.number,
        amount: payment.amount,
        paymentsLink: `${this.config.publicUrl}/settings`,
      });
      await this.mail.send({
        to: user.email,
        ...message,
        attachments: [{ ...file, contentType: 'application/pdf' }],
      });
      return 'sent';
    } catch (error) {
      this.logger.error(`Could not mail ${document.number}: ${String(error)}`);
      await this.dataSource.getRepository(SalesDocumentEntity).update({ id }, { mailedAt: null });
      return 'failed';
    }
  }
}
