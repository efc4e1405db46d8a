import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { decimal } from '../../database/column-transformers.js';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'varchar', length: 100 })
  lastname: string;

  @Column({ type: 'varchar', length: 255 })
  contact: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ name: 'password_changed_at', type: 'timestamptz' })
  passwordChangedAt: Date;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimal })
  balance: number;

  @Column({ type: 'varchar', length: 100 })
  course: string;

  @Column({ type: 'boolean' })
  overdraft: boolean;

  @Column({ name: 'overdraft_expires_at', type: 'timestamptz', nullable: true })
  overdraftExpiresAt: Date | null;

  @Column({ name: 'overdraft_settled_at', type: 'timestamptz', nullable: true })
  overdraftSettledAt: Date | null;

  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_activity', type: 'timestamptz', nullable: true })
  lastActivity: Date | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
