import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LessonProgressAndTrialMails1795600000000 implements MigrationInterface {
  name = 'LessonProgressAndTrialMails1795600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "lesson_progress" (
        "user_id" integer NOT NULL,
        "lesson_id" integer NOT NULL,
        "position_seconds" double precision NOT NULL DEFAULT 0,
        "completed_at" TIMESTAMP WITH TIME ZONE,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "lesson_progress_pkey" PRIMARY KEY ("user_id", "lesson_id"),
        CONSTRAINT "lesson_progress_position_check" CHECK (position_seconds >= 0 AND position_seconds <= 86400),
        CONSTRAINT "lesson_progress_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await db.query(
      `ALTER TABLE "users" ADD "trial_reminder_sent_at" TIMESTAMP WITH TIME ZONE, ADD "trial_ended_mail_sent_at" TIMESTAMP WITH TIME ZONE`,
    );
    await db.query(
      `CREATE INDEX "users_trial_reminder_due" ON "users" ("overdraft_expires_at") WHERE trial_reminder_sent_at IS NULL AND overdraft_expires_at IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX "users_trial_ended_mail_due" ON "users" ("overdraft_expires_at") WHERE trial_ended_mail_sent_at IS NULL AND overdraft_expires_at IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "users_trial_ended_mail_due"`);
    await db.query(`DROP INDEX "users_trial_reminder_due"`);
    await db.query(
      `ALTER TABLE "users" DROP COLUMN "trial_ended_mail_sent_at", DROP COLUMN "trial_reminder_sent_at"`,
    );
    await db.query(`DROP TABLE "lesson_progress"`);
  }
}
