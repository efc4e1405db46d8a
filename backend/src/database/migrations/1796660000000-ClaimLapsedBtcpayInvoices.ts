import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The BTCPay recheck sweep's lease on a lapsed invoice, so that one replica asks BTCPay per pass. */
export class ClaimLapsedBtcpayInvoices1796660000000 implements MigrationInterface {
  name = 'ClaimLapsedBtcpayInvoices1796660000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payments" ADD "claimed_until" TIMESTAMP WITH TIME ZONE`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payments" DROP COLUMN "claimed_until"`);
  }
}
