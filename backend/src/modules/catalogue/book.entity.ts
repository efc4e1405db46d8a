import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CatalogueItemColumns } from './catalogue-item.columns.js';

@Entity('catalogue_books')
export class BookEntity extends CatalogueItemColumns {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'catalogue_books_pkey' })
  declare id: number;

  /** The cover's URL as the student app shows it; null for none. */
  @Column({ name: 'cover_url', type: 'varchar', length: 500, nullable: true })
  coverUrl: string | null;

  /** An uploaded cover, relative to CONTENT_DIR (served by GET /api/covers/:name). */
  @Column({ name: 'cover_file', type: 'varchar', length: 300, nullable: true })
  coverFile: string | null;
}
