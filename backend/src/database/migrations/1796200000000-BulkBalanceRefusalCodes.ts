import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refused user of a bulk balance job keeps the refusal's code (and its numbers) beside the
 * English message, so that the back office words it in the staff member's language. Refusals
 * recorded before are given the code their message stood for.
 */
export class BulkBalanceRefusalCodes1796200000000 implements MigrationInterface {
  name = 'BulkBalanceRefusalCodes1796200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "bulk_balance_job_users" ADD "code" character varying(40), ADD "params" jsonb`,
    );
    await db.query(`
      UPDATE "bulk_balance_job_users"
         SET code = CASE message
                      WHEN 'User not found' THEN 'NOT_FOUND'
                      WHEN 'The balance cannot go below zero' THEN 'BALANCE_BELOW_ZERO'
                      WHEN 'Balance is too large' THEN 'BALANCE_TOO_LARGE'
                      ELSE 'INTERNAL'
                    END
       WHERE outcome = 'refused'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "bulk_balance_job_users" DROP COLUMN "params", DROP COLUMN "code"`);
  }
}
