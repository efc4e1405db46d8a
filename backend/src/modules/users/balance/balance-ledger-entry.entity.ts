import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LedgerReason } from '@academy/contracts';
import { CreatedAtColumn, MoneyColumn } from '../../../common/database/columns.js';
import { PaymentEntity } from '../../payments/payment.entity.js';
import { StaffEntity } from '../../staff-auth/staff.entity.js';
import { UserEntity } from '../user.entity.js';

/** One change of one balance: by how much, to what, and who or what caused it. */
@Entity('balance_ledger')
@Index('balance_ledger_user', ['userId', 'createdAt'])
@Index('balance_ledger_payment_id', ['paymentId'], { where: 'payment_id IS NOT NULL' })
export class BalanceLedgerEntryEntity {
  /** bigint arrives as text: a ledger may outgrow JavaScript's safe integers. */
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'balance_ledger_pkey' })
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => UserEntity, { name: 'balance_ledger_user_id_fkey' })
  userId: number;

  @MoneyColumn()
  delta: number;

  @MoneyColumn({ name: 'balance_after' })
  balanceAfter: number;

  @Column({ type: 'varchar', length: 32 })
  reason: LedgerReason;

  /** What staff wrote as the reason for the change (`reason` is its kind); null when none. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @Column({ name: 'staff_id', type: 'integer', nullable: true })
  @ForeignKey(() => StaffEntity, { name: 'balance_ledger_staff_id_fkey' })
  staffId: number | null;

  @Column({ name: 'payment_id', type: 'integer', nullable: true })
  @ForeignKey(() => PaymentEntity, { name: 'balance_ledger_payment' })
  paymentId: number | null;

  @CreatedAtColumn()
  createdAt: Date;
}
