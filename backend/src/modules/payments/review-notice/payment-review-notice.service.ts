import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PaymentReviewNotice } from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import { AuditedSettingsRow, AuditService } from '../../audit/index.js';
import { PaymentReviewNoticeEntity } from './payment-review-notice.entity.js';

/** The staff-written text a student reads while a payment waits for review; changes audited. */
@Injectable()
export class PaymentReviewNoticeService {
  private readonly row: AuditedSettingsRow<PaymentReviewNoticeEntity, PaymentReviewNotice>;

  constructor(@InjectDataSource() dataSource: DataSource, audit: AuditService) {
    this.row = new AuditedSettingsRow(dataSource, audit, {
      entity: PaymentReviewNoticeEntity,
      action: 'payment_review_notice',
      read: (row) => ({ en: row?.textEn ?? null, ru: row?.textRu ?? null }),
      columns: (notice) => ({ textEn: notice.en, textRu: notice.ru, updatedAt: new Date() }),
    });
  }

  get(manager?: EntityManager): Promise<PaymentReviewNotice> {
    return this.row.get(manager);
  }

  update(actor: StaffActor, changes: PaymentReviewNotice): Promise<PaymentReviewNotice> {
    return this.row.save(actor, { en: changes.en ?? null, ru: changes.ru ?? null });
  }
}
