import type { MigrationInterface, QueryRunner } from 'typeorm';

/** BTCPay Server as a provider: its invoice as last read, and the refund page it gave. */
export class AddBtcpayInvoices1796520000000 implements MigrationInterface {
  name = 'AddBtcpayInvoices1796520000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payments" ADD "crypto_invoice" jsonb`);
    await db.query(`ALTER TABLE "payments" ADD "refund_link" character varying(500)`);
    await db.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_check"`);
    await db.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK (provider IN ('sandbox', 'stripe', 'payport', 'btcpay', 'manual'))`,
    );
  }

  /** Refused by the database while any BTCPay payment exists: money records are never dropped. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_check"`);
    await db.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK (provider IN ('sandbox', 'stripe', 'payport', 'manual'))`,
    );
    await db.query(`ALTER TABLE "payments" DROP COLUMN "refund_link"`);
    await db.query(`ALTER TABLE "payments" DROP COLUMN "crypto_invoice"`);
  }
}
