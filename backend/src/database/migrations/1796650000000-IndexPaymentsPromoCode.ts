import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A promo code's payments, as its page in the back office lists them (newest first): only the
 * payments a code priced are indexed, so the index stays small beside a million others.
 */
export class IndexPaymentsPromoCode1796650000000 implements MigrationInterface {
  name = 'IndexPaymentsPromoCode1796650000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "payments_promo_code" ON "payments" ("promo_code", "created_at") WHERE promo_code IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "payments_promo_code"`);
  }
}
