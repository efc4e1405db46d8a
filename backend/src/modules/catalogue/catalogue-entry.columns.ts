import { Column } from 'typeorm';
import { UpdatedAtColumn } from '../../common/database/columns.js';

/**
 * What tiers, books and lessons all have: the description in two languages, whether students see
 * it, whether it is archived, its place in its list. `publishedByDefault` is the column's default.
 */
export function CatalogueEntryColumns(publishedByDefault: boolean) {
  abstract class CatalogueEntry {
    @Column({ type: 'text' })
    description: string;

    @Column({ name: 'description_ru', type: 'text', default: '' })
    descriptionRu: string;

    @Column({ type: 'boolean', default: publishedByDefault })
    published: boolean;

    @Column({ type: 'boolean', default: false })
    archived: boolean;

    @Column({ type: 'integer' })
    position: number;

    @UpdatedAtColumn()
    updatedAt: Date;
  }
  return CatalogueEntry;
}
