import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { PromoCodeKind } from '@academy/contracts';
import {
  CreatedAtColumn,
  TimestampColumn,
  UpdatedAtColumn,
} from '../../common/database/columns.js';

/**
 * A promo code staff made. `code` is kept upper-case, so the unique key makes codes unique
 * whatever case they are typed in. Its uses (promo_code_uses) count against `max_uses`.
 */
@Entity('promo_codes')
@Unique('promo_codes_code_key', ['code'])
@Check('promo_codes_kind_check', `kind IN ('percent', 'amount', 'topup-bonus')`)
@Check('promo_codes_value_check', `value >= 1 AND (kind = 'amount' OR value <= 100)`)
@Check('promo_codes_code_check', 'code = upper(code)')
@Check('promo_codes_max_uses_check', 'max_uses IS NULL OR max_uses >= 1')
@Check('promo_codes_max_uses_per_student_check', 'max_uses_per_student >= 1')
@Check('promo_codes_dates_check', 'starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at')
export class PromoCodeEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'promo_codes_pkey' })
  id: number;

  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'varchar', length: 16 })
  kind: PromoCodeKind;

  /** Percent off, whole dollars off, or the percent of a top-up credited as a bonus. */
  @Column({ type: 'integer' })
  value: number;

  /** Tier ids and/or 'topup'. */
  @Column({ name: 'applies_to', type: 'jsonb' })
  appliesTo: string[];

  @Column({ name: 'max_uses', type: 'integer', nullable: true })
  maxUses: number | null;

  @Column({ name: 'max_uses_per_student', type: 'integer', default: 1 })
  maxUsesPerStudent: number;

  @TimestampColumn('starts_at', { nullable: true })
  startsAt: Date | null;

  @TimestampColumn('ends_at', { nullable: true })
  endsAt: Date | null;

  @Column({ name: 'first_purchase_only', type: 'boolean', default: false })
  firstPurchaseOnly: boolean;

  @Column({ type: 'boolean', default: false })
  public: boolean;

  @Column({ name: 'banner_text', type: 'varchar', length: 200, nullable: true })
  bannerText: string | null;

  /** Staff deactivated it: it is refused as expired, its uses stay. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
