import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { SalesDocumentKind } from '@academy/contracts';

/**
 * The last number issued in each series and year. A number is taken by one UPDATE of this row in
 * the transaction that pays (or refunds) the payment: a concurrent payment waits for the row, and
 * a transaction that rolls back gives its number back, so a series has no gaps and no repeats.
 */
@Entity('sales_document_counters')
@Check('sales_document_counters_last_check', 'last > 0')
export class SalesDocumentCounterEntity {
  @PrimaryColumn({
    type: 'varchar',
    length: 16,
    primaryKeyConstraintName: 'sales_document_counters_pkey',
  })
  kind: SalesDocumentKind;

  @PrimaryColumn({
    type: 'integer',
    primaryKeyConstraintName: 'sales_document_counters_pkey',
  })
  year: number;

  @Column({ type: 'integer' })
  last: number;
}
