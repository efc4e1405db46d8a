import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail verification and restore links; the device's language; the language only a student's
 * choice sets. Accounts made before verification existed count as verified. Which stored `en`
 * was a choice cannot be told (the column defaulted to `en`, the apps sent `en` at registration
 * for an English screen, and a change in the account screen leaves no trace), so every `en`
 * becomes "not chosen": such a student now sees the device's language, and one who wants English
 * on a Russian device picks it again. A stored `ru` was always chosen or sent, and stays.
 */
export class VerifiedEmailsAndDeviceLocale1796427000000 implements MigrationInterface {
  name = 'VerifiedEmailsAndDeviceLocale1796427000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "email_restore_tokens" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "email" character varying(254) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "email_restore_tokens_token_hash_key" UNIQUE ("token_hash"), CONSTRAINT "email_restore_tokens_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "email_restore_tokens_user" ON "email_restore_tokens"  ("user_id") WHERE used_at IS NULL`,
    );
    await db.query(
      `CREATE TABLE "email_verification_tokens" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "email" character varying(254) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "email_verification_tokens_token_hash_key" UNIQUE ("token_hash"), CONSTRAINT "email_verification_tokens_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "email_verification_tokens_user" ON "email_verification_tokens"  ("user_id") WHERE used_at IS NULL`,
    );
    await db.query(`ALTER TABLE "users" ADD "device_locale" character varying(2)`);
    await db.query(`ALTER TABLE "users" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`);
    await db.query(`UPDATE "users" SET "email_verified_at" = now()`);
    await db.query(`ALTER TABLE "users" ALTER COLUMN "locale" DROP NOT NULL`);
    await db.query(`ALTER TABLE "users" ALTER COLUMN "locale" DROP DEFAULT`);
    await db.query(`UPDATE "users" SET "locale" = NULL WHERE "locale" = 'en'`);
    await db.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_device_locale_check" CHECK (device_locale IN ('en', 'ru'))`,
    );
    await db.query(
      `ALTER TABLE "email_restore_tokens" ADD CONSTRAINT "email_restore_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "email_verification_tokens" DROP CONSTRAINT "email_verification_tokens_user_id_fkey"`,
    );
    await db.query(
      `ALTER TABLE "email_restore_tokens" DROP CONSTRAINT "email_restore_tokens_user_id_fkey"`,
    );
    await db.query(`ALTER TABLE "users" DROP CONSTRAINT "users_device_locale_check"`);
    await db.query(
      `UPDATE "users" SET "locale" = COALESCE("device_locale", 'en') WHERE "locale" IS NULL`,
    );
    await db.query(`ALTER TABLE "users" ALTER COLUMN "locale" SET DEFAULT 'en'`);
    await db.query(`ALTER TABLE "users" ALTER COLUMN "locale" SET NOT NULL`);
    await db.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
    await db.query(`ALTER TABLE "users" DROP COLUMN "device_locale"`);
    await db.query(`DROP INDEX "email_verification_tokens_user"`);
    await db.query(`DROP TABLE "email_verification_tokens"`);
    await db.query(`DROP INDEX "email_restore_tokens_user"`);
    await db.query(`DROP TABLE "email_restore_tokens"`);
  }
}
