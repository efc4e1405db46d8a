import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '@academy/contracts';

/** A back-office account: the role says whether it is an admin or support. */
@Entity('staff')
@Check('staff_role_check', `role IN ('admin', 'support')`)
// On lower(username), which an entity cannot express; written by migrations only.
@Index('staff_username_unique', { synchronize: false })
export class StaffEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'staff_pkey' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16 })
  role: StaffRole;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** A disabled account cannot sign in, and its tokens stop working. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** Written on each sign-in; apart from updated_at, which tokens carry and a sign-in must not change. */
  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  /** Tokens carry it as `ver`: changing the role, the password or the state signs the account out. */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
