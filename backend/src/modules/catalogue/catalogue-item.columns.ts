import { Column } from 'typeorm';
import { decimal } from '../../database/column-transformers.js';

/** What books and lessons both have: texts in two languages, the file, the access rule, the place. */
export abstract class CatalogueItemColumns {
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'title_ru', type: 'varchar', length: 200, default: '' })
  titleRu: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'description_ru', type: 'text', default: '' })
  descriptionRu: string;

  /** The file, relative to CONTENT_DIR. */
  @Column({ type: 'varchar', length: 300 })
  file: string;

  /** Tier ids whose holders may open it. */
  @Column({ name: 'access_tiers', type: 'varchar', length: 32, array: true, default: () => "'{}'" })
  accessTiers: string[];

  /** A balance at least this large opens it too; null: the balance does not matter. */
  @Column({
    name: 'min_balance',
    type: 'numeric',
    precision: 14,
    scale: 2,
    nullable: true,
    transformer: decimal,
  })
  minBalance: number | null;

  /** Open to anyone, whatever their tier or balance. */
  @Column({ type: 'boolean', default: false })
  free: boolean;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Column({ type: 'boolean', default: false })
  archived: boolean;

  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
