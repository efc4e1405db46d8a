import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { PromoUseState } from '@academy/contracts';
import { CreatedAtColumn, MoneyColumn, UpdatedAtColumn } from '../../common/database/columns.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { PromoCodeEntity } from './promo-code.entity.js';

/** The states of a use that count against its code's limits. */
export const HOLDING_USE_STATES = [
  'reserved',
  'consumed',
] as const satisfies readonly PromoUseState[];

/**
 * One payment's use of a code: reserved when the payment is created, consumed when it is paid,
 * released when it is cancelled, rejected, fails or expires. Reserved and consumed uses count
 * against the code's limits; a released one counts no more.
 */
@Entity('promo_code_uses')
@Unique('promo_code_uses_payment_id_key', ['paymentId'])
@Index('promo_code_uses_code_state', ['promoCodeId', 'state'])
@Index('promo_code_uses_user', ['userId', 'promoCodeId'])
@Check('promo_code_uses_state_check', `state IN ('reserved', 'consumed', 'released')`)
@Check('promo_code_uses_amounts_check', 'discount >= 0 AND bonus >= 0')
export class PromoCodeUseEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'promo_code_uses_pkey' })
  id: number;

  @Column({ name: 'promo_code_id', type: 'integer' })
  @ForeignKey(() => PromoCodeEntity, { name: 'promo_code_uses_promo_code_id_fkey' })
  promoCodeId: number;

  @Column({ name: 'payment_id', type: 'integer' })
  @ForeignKey(() => PaymentEntity, { name: 'promo_code_uses_payment_id_fkey' })
  paymentId: number;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'promo_code_uses_user_id_fkey' })
  userId: number;

  @Column({ type: 'varchar', length: 16, default: 'reserved' })
  state: PromoUseState;

  /** Taken off the payment's list price (USD). */
  @MoneyColumn({ default: 0 })
  discount: number;

  /** Credited beside the top-up when it is paid (USD). */
  @MoneyColumn({ default: 0 })
  bonus: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
