import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Locale } from '@academy/contracts';
import { CreatedAtColumn, MoneyColumn, TimestampColumn } from '../../common/database/columns.js';

/**
 * A student. Indexes an entity cannot express are written by migrations and only named here
 * (synchronize: false), so that TypeORM neither drops nor re-creates them:
 * users_email_unique is on lower(email) for undeleted users, the users_search_* ones are pg_trgm
 * GIN indexes for substring search, users_created_at is on (created_at DESC, id DESC);
 * users_listed_created_at, users_listed_id and users_listed_course hold undeleted users only, for
 * the list's keyset pages, the last by upper(course) for the course filter, which compares in any
 * letter case; users_custom_course holds the undeleted users of a course outside the presets;
 * users_listed_balance holds undeleted users by balance, for the balance range.
 */
@Entity('users')
@Check('users_balance_check', 'balance >= 0')
@Check('users_locale_check', `locale IN ('en', 'ru')`)
@Check('users_device_locale_check', `device_locale IN ('en', 'ru')`)
@Index('users_email_unique', { synchronize: false })
@Index('users_created_at', { synchronize: false })
@Index('users_listed_created_at', { synchronize: false })
@Index('users_listed_id', { synchronize: false })
@Index('users_search_email', { synchronize: false })
@Index('users_search_contact', { synchronize: false })
@Index('users_search_id', { synchronize: false })
@Index('users_trial_reminder_due', ['overdraftExpiresAt'], {
  where: 'trial_reminder_sent_at IS NULL AND overdraft_expires_at IS NOT NULL',
})
@Index('users_trial_ended_mail_due', ['overdraftExpiresAt'], {
  where: 'trial_ended_mail_sent_at IS NULL AND overdraft_expires_at IS NOT NULL',
})
@Index('users_listed_course', { synchronize: false })
@Index('users_custom_course', { synchronize: false })
@Index('users_listed_balance', { synchronize: false })
@Index('users_last_activity', ['lastActivity'])
@Index('users_overdraft_due', ['overdraftExpiresAt'], {
  where: 'overdraft_settled_at IS NULL AND overdraft_expires_at IS NOT NULL',
})
@Index('users_deleted', ['deletedAt'], {
  where: 'deleted_at IS NOT NULL AND purged_at IS NULL',
})
export class UserEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'users_pkey' })
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'varchar', length: 100 })
  lastname: string;

  @Column({ type: 'varchar', length: 255 })
  contact: string;

  /** The phone's digits, kept by the database for search ('+7 912' and '7912' alike). */
  @Column({
    name: 'contact_digits',
    type: 'varchar',
    length: 255,
    nullable: true,
    generatedType: 'STORED',
    asExpression: `regexp_replace(contact, '[^0-9]', '', 'g')`,
    select: false,
    insert: false,
    update: false,
  })
  contactDigits: string | null;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @TimestampColumn('password_changed_at', { default: () => 'now()' })
  passwordChangedAt: Date;

  @MoneyColumn({ default: 0 })
  balance: number;

  @Column({ type: 'varchar', length: 100, default: 'NONE' })
  course: string;

  @Column({ type: 'boolean', default: false })
  overdraft: boolean;

  @TimestampColumn('overdraft_expires_at', { nullable: true })
  overdraftExpiresAt: Date | null;

  @TimestampColumn('overdraft_settled_at', { nullable: true })
  overdraftSettledAt: Date | null;

  /** When the trial's "ends tomorrow" mail was claimed for sending; set once. */
  @TimestampColumn('trial_reminder_sent_at', { nullable: true })
  trialReminderSentAt: Date | null;

  /** When the trial's "has ended" mail was claimed for sending; set once. */
  @TimestampColumn('trial_ended_mail_sent_at', { nullable: true })
  trialEndedMailSentAt: Date | null;

  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  /**
   * The language the student chose for the apps and every mail; null until they choose, and
   * then the apps follow the device and the mails `deviceLocale`.
   */
  @Column({ type: 'varchar', length: 2, nullable: true })
  locale: Locale | null;

  /** The language of the device the student last registered or signed in on, when it said. */
  @Column({ name: 'device_locale', type: 'varchar', length: 2, nullable: true })
  deviceLocale: Locale | null;

  /** The IANA time zone of the device the student last registered or signed in on, when it said. */
  @Column({ name: 'device_time_zone', type: 'varchar', length: 64, nullable: true })
  deviceTimeZone: string | null;

  /** When the student opened a link mailed to their e-mail, or staff confirmed it; null before. */
  @TimestampColumn('email_verified_at', { nullable: true })
  emailVerifiedAt: Date | null;

  /** A new address waiting for its confirmation link to be opened; the e-mail stays until then. */
  @Column({ name: 'pending_email', type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @TimestampColumn('last_activity', { nullable: true })
  lastActivity: Date | null;

  @TimestampColumn('deleted_at', { nullable: true })
  deletedAt: Date | null;

  /** When the personal data of a long-deleted user was replaced by anonymous values. */
  @TimestampColumn('purged_at', { nullable: true })
  purgedAt: Date | null;
}
