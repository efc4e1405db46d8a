import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PaymentReviewNotice } from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import { AuditService } from '../../audit/index.js';
import { PaymentReviewNoticeEntity } from './payment-review-notice.entity.js';

const NOTICE_ROW = 1;

/** The staff-written text a student reads while a payment waits for review; changes audited. */
@Injectable()
export class PaymentReviewNoticeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(manager: EntityManager = this.dataSource.manager): Promise<PaymentReviewNotice> {
    const row = await manager.findOne(PaymentReviewNoticeEntity, { where: { id: NOTICE_ROW } });
    return { en: row?.textEn ?? null, ru: row?.textRu ?? null };
  }

  async update(actor: StaffActor, changes: PaymentReviewNotice): Promise<PaymentReviewNotice> {
    const after: PaymentReviewNotice = { en: changes.en ?? null, ru: changes.ru ?? null };
    return this.dataSource.transaction(async (manager) => {
      // The row lock orders concurrent saves, so each audit entry's `before` is what it replaced.
      await manager.findOne(PaymentReviewNoticeEntity, {
        where: { id: NOTICE_ROW },
        lock: { mode: 'pessimistic_write' },
      });
      const before = await this.get(manager);
      await manager.upsert(
        PaymentReviewNoticeEntity,
        { id: NOTICE_ROW, textEn: after.en, textRu: after.ru, updatedAt: new Date() },
        ['id'],
      );
      if (before.en !== after.en || before.ru !== after.ru) {
        await this.audit.record(manager, {
          actor,
          action: 'payment_review_notice',
          targetUserId: null,
          before: { ...before },
          after: { ...after },
        });
      }
      return after;
    });
  }
}
