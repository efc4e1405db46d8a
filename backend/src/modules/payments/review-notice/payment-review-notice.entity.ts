import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { PAYMENT_REVIEW_NOTICE_MAX_LENGTH } from '@academy/contracts';
import { UpdatedAtColumn } from '../../../common/database/columns.js';

/**
 * What students read while a payment of theirs waits for staff, in each language: one row, id 1,
 * made by the migration. Null where staff have written nothing.
 */
@Entity('payment_review_notice')
@Check('payment_review_notice_single_row', 'id = 1')
export class PaymentReviewNoticeEntity {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'payment_review_notice_pkey' })
  id: number;

  @Column({
    name: 'text_en',
    type: 'varchar',
    length: PAYMENT_REVIEW_NOTICE_MAX_LENGTH,
    nullable: true,
  })
  textEn: string | null;

  @Column({
    name: 'text_ru',
    type: 'varchar',
    length: PAYMENT_REVIEW_NOTICE_MAX_LENGTH,
    nullable: true,
  })
  textRu: string | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
