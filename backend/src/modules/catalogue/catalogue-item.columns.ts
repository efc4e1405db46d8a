import { Column } from 'typeorm';
import { MoneyColumn } from '../../common/database/columns.js';
import { CatalogueEntryColumns } from './catalogue-entry.columns.js';

/** What books and lessons both have besides the entry columns: the title, the file, the access rule. */
export abstract class CatalogueItemColumns extends CatalogueEntryColumns(false) {
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'title_ru', type: 'varchar', length: 200, default: '' })
  titleRu: string;

  /** The file, relative to CONTENT_DIR. */
  @Column({ type: 'varchar', length: 300 })
  file: string;

  /** Tier ids whose holders may open it. */
  @Column({ name: 'access_tiers', type: 'varchar', length: 32, array: true, default: () => "'{}'" })
  accessTiers: string[];

  /** A balance at least this large opens it too; null: the balance does not matter. */
  @MoneyColumn({ name: 'min_balance', nullable: true })
  minBalance: number | null;

  /** Open to anyone, whatever their tier or balance. */
  @Column({ type: 'boolean', default: false })
  free: boolean;
}
