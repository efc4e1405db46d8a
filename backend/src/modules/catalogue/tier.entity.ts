import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CatalogueEntryColumns } from './catalogue-entry.columns.js';

/** A course tier students buy; `name` is the `course` value users who bought it hold. */
@Entity('catalogue_tiers')
@Index('catalogue_tiers_name_key', ['name'], { unique: true })
@Check('catalogue_tiers_price_check', 'price >= 1 AND price <= 100000')
export class TierEntity extends CatalogueEntryColumns(true) {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'catalogue_tiers_pkey' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  name: string;

  /** Whole US dollars. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'boolean', default: false })
  popular: boolean;
}
