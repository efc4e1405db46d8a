import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffSessionsAndTwoFactor1796530000000 implements MigrationInterface {
  name = 'StaffSessionsAndTwoFactor1796530000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "staff_sessions" ("id" uuid NOT NULL, "staff_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_agent" character varying(512), "ip" character varying(64), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "staff_sessions_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "staff_sessions_open_by_staff" ON "staff_sessions"  ("staff_id") WHERE ended_at IS NULL`,
    );
    await db.query(
      `CREATE TABLE "staff_recovery_codes" ("id" SERIAL NOT NULL, "staff_id" integer NOT NULL, "code_hash" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "staff_recovery_codes_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "staff_recovery_codes_by_staff" ON "staff_recovery_codes"  ("staff_id") `,
    );
    await db.query(
      `CREATE TABLE "staff_security_settings" ("id" integer NOT NULL, "require_two_factor" boolean NOT NULL DEFAULT false, CONSTRAINT "staff_security_settings_single_row" CHECK (id = 1), CONSTRAINT "staff_security_settings_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `INSERT INTO "staff_security_settings" ("id", "require_two_factor") VALUES (1, false)`,
    );
    await db.query(
      `CREATE TABLE "staff_sign_in_challenges" ("challenge_hash" character varying(64) NOT NULL, "staff_id" integer NOT NULL, "kind" character varying(8) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "failures" integer NOT NULL DEFAULT '0', "spent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "staff_sign_in_challenges_kind_check" CHECK (kind IN ('verify', 'enrol')), CONSTRAINT "staff_sign_in_challenges_pkey" PRIMARY KEY ("challenge_hash"))`,
    );
    await db.query(`ALTER TABLE "staff" ADD "totp_secret" text`);
    await db.query(`ALTER TABLE "staff" ADD "totp_pending_secret" text`);
    await db.query(`ALTER TABLE "staff" ADD "totp_enabled_at" TIMESTAMP WITH TIME ZONE`);
    await db.query(`ALTER TABLE "staff" ADD "totp_last_step" bigint`);
    await db.query(
      `ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "staff_sign_in_challenges" ADD CONSTRAINT "staff_sign_in_challenges_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "staff_sign_in_challenges" DROP CONSTRAINT "staff_sign_in_challenges_staff_id_fkey"`,
    );
    await db.query(
      `ALTER TABLE "staff_recovery_codes" DROP CONSTRAINT "staff_recovery_codes_staff_id_fkey"`,
    );
    await db.query(`ALTER TABLE "staff_sessions" DROP CONSTRAINT "staff_sessions_staff_id_fkey"`);
    await db.query(`ALTER TABLE "staff" DROP COLUMN "totp_last_step"`);
    await db.query(`ALTER TABLE "staff" DROP COLUMN "totp_enabled_at"`);
    await db.query(`ALTER TABLE "staff" DROP COLUMN "totp_pending_secret"`);
    await db.query(`ALTER TABLE "staff" DROP COLUMN "totp_secret"`);
    await db.query(`DROP TABLE "staff_sign_in_challenges"`);
    await db.query(`DROP TABLE "staff_security_settings"`);
    await db.query(`DROP INDEX "staff_recovery_codes_by_staff"`);
    await db.query(`DROP TABLE "staff_recovery_codes"`);
    await db.query(`DROP INDEX "staff_sessions_open_by_staff"`);
    await db.query(`DROP TABLE "staff_sessions"`);
  }
}
