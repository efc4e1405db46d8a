import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserLocale1795400000000 implements MigrationInterface {
  name = 'UserLocale1795400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "users" ADD "locale" character varying(2) NOT NULL DEFAULT 'en', ADD CONSTRAINT "users_locale_check" CHECK (locale IN ('en', 'ru'))`,
    );
    await db.query(`ALTER TABLE "users" ADD "pending_email" character varying(254)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "users" DROP COLUMN "pending_email"`);
    await db.query(`ALTER TABLE "users" DROP CONSTRAINT "users_locale_check"`);
    await db.query(`ALTER TABLE "users" DROP COLUMN "locale"`);
  }
}
