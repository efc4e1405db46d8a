import type { MigrationInterface, QueryRunner } from 'typeorm';

const LATER_CLAIMS = `
  SELECT later.id FROM payments AS later
   WHERE later.provider = 'manual' AND EXISTS (
     SELECT 1 FROM payments AS first
      WHERE first.provider = 'manual' AND first.method = later.method
        AND lower(first.reference) = lower(later.reference) AND first.id < later.id)`;

/**
 * A manual payment's reference is no longer unique across students: whoever sent a transaction
 * hash first could block its payer. Every claim is recorded with the reference as claims are
 * compared (`reference_key`: trimmed, lower-case, a crypto hash without 0x); one student still
 * claims a reference once per method, and staff see the claims of several students side by side.
 */
export class RecordEveryReferenceClaim1796410000000 implements MigrationInterface {
  name = 'RecordEveryReferenceClaim1796410000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX payments_manual_reference`);
    await db.query(`ALTER TABLE "payments" ADD "reference_key" character varying(200)`);
    await db.query(
      `UPDATE payments SET reference_key = lower(btrim(reference)) WHERE provider = 'manual'`,
    );
    // A hash sent once with 0x and once without by the same student keeps its 0x the second time,
    // so that the student's own claims stay unique.
    await db.query(`
      UPDATE payments AS claim SET reference_key = substr(claim.reference_key, 3)
       WHERE claim.provider = 'manual' AND claim.method = 'crypto'
         AND claim.reference_key LIKE '0x%' AND length(claim.reference_key) > 2
         AND NOT EXISTS (
           SELECT 1 FROM payments AS own
            WHERE own.provider = 'manual' AND own.method = 'crypto'
              AND own.user_id = claim.user_id AND own.reference_key = substr(claim.reference_key, 3))`);
    await db.query(
      `CREATE UNIQUE INDEX "payments_reference_claims" ON "payments" ("method", "reference_key", "user_id") WHERE provider = 'manual'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "payments_reference_claims"`);
    // The older schema holds one claim per reference: each reference keeps its first claim.
    await db.query(
      `UPDATE balance_ledger SET payment_id = NULL WHERE payment_id IN (${LATER_CLAIMS})`,
    );
    await db.query(`UPDATE audit_log SET payment_id = NULL WHERE payment_id IN (${LATER_CLAIMS})`);
    await db.query(`DELETE FROM payments WHERE id IN (${LATER_CLAIMS})`);
    await db.query(`ALTER TABLE "payments" DROP COLUMN "reference_key"`);
    await db.query(
      `CREATE UNIQUE INDEX payments_manual_reference ON payments (method, lower(reference))
        WHERE provider = 'manual'`,
    );
  }
}
