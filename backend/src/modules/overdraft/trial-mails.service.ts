import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Locale } from '@academy/contracts';
import { UNKNOWN_TIME_ZONE } from '../../common/dates/document-date.js';
import { rowsOf } from '../../common/jobs/leased-claim.js';
import { Sweep } from '../../common/jobs/sweep.js';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/index.js';
import { trialMail, type TrialMailKind } from './trial-mails.js';

const HOUR_MS = 60 * 60 * 1000;
/** The reminder goes out once a trial has less than this left. */
export const TRIAL_REMINDER_BEFORE_MS = 24 * HOUR_MS;
/**
 * Trials that ended longer ago than this get no "ended" mail: news a week late is noise, and it
 * keeps trials that ended before these mails existed from all being mailed at once.
 */
export const TRIAL_ENDED_MAIL_WITHIN_MS = 7 * 24 * HOUR_MS;
const CLAIM_BATCH = 100;

const CLAIM_COLUMN: Record<TrialMailKind, string> = {
  reminder: 'trial_reminder_sent_at',
  ended: 'trial_ended_mail_sent_at',
};

interface ClaimedRow {
  id: number;
  email: string;
  username: string;
  locale: Locale;
  time_zone: string;
  overdraft_expires_at: Date | string;
}

/**
 * Mails the trial's "ends tomorrow" and "has ended" notes, each once per student. A row is
 * claimed by the one UPDATE that sets its column while it is still NULL, so several API
 * instances running the job together never send a mail twice. A mail that fails to send is
 * released for the next run; a process dying between claim and send loses that one mail,
 * which is better than a student receiving it again and again.
 */
@Injectable()
export class TrialMailsService {
  private readonly logger = new Logger(TrialMailsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  @Sweep({ name: 'trial-mails', everyMs: 60_000, failure: 'Sending trial mails failed' })
  async sendDueOnSchedule(): Promise<void> {
    await this.sendDue();
  }

  /** Sends every reminder and "ended" mail now due; answers how many went out. */
  async sendDue(now = new Date()): Promise<number> {
    const reminders = await this.sendAll('reminder', now, [
      `overdraft_expires_at > $2`,
      `overdraft_expires_at <= $3`,
      new Date(now.getTime() + TRIAL_REMINDER_BEFORE_MS),
    ]);
    const ended = await this.sendAll('ended', now, [
      `overdraft_expires_at <= $2`,
      `overdraft_expires_at > $3`,
      new Date(now.getTime() - TRIAL_ENDED_MAIL_WITHIN_MS),
    ]);
    return reminders + ended;
  }

  private async sendAll(
    kind: TrialMailKind,
    now: Date,
    [from, to, bound]: [string, string, Date],
  ): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim(kind, now, from, to, bound);
      for (const row of claimed) if (await this.send(kind, row)) sent += 1;
      if (claimed.length < CLAIM_BATCH) break;
    }
    if (sent > 0) this.logger.log(`Sent ${sent} trial ${kind} mail(s)`);
    return sent;
  }

  private async claim(
    kind: TrialMailKind,
    now: Date,
    from: string,
    to: string,
    bound: Date,
  ): Promise<ClaimedRow[]> {
    const column = CLAIM_COLUMN[kind];
    // The outer "IS NULL" is checked again on a row another instance has just claimed, so the
    // second UPDATE skips it rather than claiming it twice.
    const claimed = await this.dataSource.query<[ClaimedRow[], number] | ClaimedRow[]>(
      `UPDATE users SET ${column} = $1
       WHERE ${column} IS NULL AND id IN (
         SELECT id FROM users
         WHERE ${column} IS NULL AND overdraft AND deleted_at IS NULL
           AND overdraft_expires_at IS NOT NULL AND ${from} AND ${to}
         ORDER BY overdraft_expires_at
         LIMIT ${CLAIM_BATCH}
         FOR UPDATE SKIP LOCKED)
       RETURNING id, email, username, COALESCE(locale, device_locale, 'en') AS locale,
         COALESCE(device_time_zone, $4) AS time_zone, overdraft_expires_at`,
      [now, now, bound, UNKNOWN_TIME_ZONE],
    );
    return rowsOf(claimed);
  }

  private async send(kind: TrialMailKind, row: ClaimedRow): Promise<boolean> {
    const mail = trialMail(
      kind,
      {
        email: row.email,
        username: row.username,
        locale: row.locale,
        timeZone: row.time_zone,
        endsAt: new Date(row.overdraft_expires_at),
      },
      `${this.config.publicUrl}/activate`,
    );
    try {
      await this.mail.send(mail);
      return true;
    } catch (error) {
      this.logger.error(
        `Could not send the trial ${kind} mail to user ${row.id}: ${String(error)}`,
      );
      await this.dataSource.query(`UPDATE users SET ${CLAIM_COLUMN[kind]} = NULL WHERE id = $1`, [
        row.id,
      ]);
      return false;
    }
  }
}
