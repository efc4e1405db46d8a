import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeaseIdempotencyKeys1796345000000 implements MigrationInterface {
  name = 'LeaseIdempotencyKeys1796345000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "idempotency_keys" ADD "claim_id" uuid`);
    await db.query(`ALTER TABLE "idempotency_keys" ADD "claimed_until" TIMESTAMP WITH TIME ZONE`);
    await db.query(`ALTER TABLE "idempotency_keys" ADD "committed_at" TIMESTAMP WITH TIME ZONE`);
    // A key left unanswered before this release may have committed its change: it never runs again.
    await db.query(
      `UPDATE "idempotency_keys" SET "committed_at" = "created_at" WHERE "status" IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "committed_at"`);
    await db.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "claimed_until"`);
    await db.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "claim_id"`);
  }
}
