import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A failed delivery's reason as a code beside its English detail, so the back office can say it
 * in the staff member's language. Rows written before are given the code their detail shows.
 */
export class WebhookFailureCodes1796150000000 implements MigrationInterface {
  name = 'WebhookFailureCodes1796150000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "webhook_deliveries" ADD "error_code" character varying(32)`);
    await db.query(`
      UPDATE "webhook_deliveries" SET "error_code" = CASE
        WHEN "error" LIKE 'No answer within %' THEN 'TIMEOUT'
        WHEN "error" LIKE 'The answer did not end within %' THEN 'ANSWER_CUT_OFF'
        WHEN "error" LIKE '%redirects are not followed' THEN 'REDIRECT'
        WHEN "error" LIKE 'The receiver answered %' THEN 'RECEIVER_ERROR'
        WHEN "error" LIKE 'Could not connect: %' THEN 'CONNECTION_FAILED'
        WHEN "error" = 'The URL is not valid' THEN 'URL_INVALID'
        WHEN "error" LIKE 'The URL must start with %' THEN 'URL_SCHEME'
        WHEN "error" LIKE 'The URL must not contain %' THEN 'URL_CREDENTIALS'
        WHEN "error" LIKE 'The host % cannot be found' THEN 'HOST_NOT_FOUND'
        WHEN "error" LIKE 'The URL must point to a public address%' THEN 'ADDRESS_NOT_PUBLIC'
      END
      WHERE "error" IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "error_code"`);
  }
}
