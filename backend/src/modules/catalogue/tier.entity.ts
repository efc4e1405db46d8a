import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A course tier students buy; `name` is the `course` value users who bought it hold. */
@Entity('catalogue_tiers')
@Index('catalogue_tiers_name_key', ['name'], { unique: true })
@Check('catalogue_tiers_price_check', 'price >= 1 AND price <= 100000')
export class TierEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'catalogue_tiers_pkey' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  name: string;

  /** Whole US dollars. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'description_ru', type: 'text', default: '' })
  descriptionRu: string;

  @Column({ type: 'boolean', default: false })
  popular: boolean;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ type: 'boolean', default: false })
  archived: boolean;

  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
