import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff's reason for a balance change, kept on its ledger row and on a bulk change's job. */
export class BalanceChangeNotes1796630000000 implements MigrationInterface {
  name = 'BalanceChangeNotes1796630000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "balance_ledger" ADD "note" character varying(200)`);
    await db.query(`ALTER TABLE "bulk_balance_jobs" ADD "note" character varying(200)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "bulk_balance_jobs" DROP COLUMN "note"`);
    await db.query(`ALTER TABLE "balance_ledger" DROP COLUMN "note"`);
  }
}
