import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddIdempotencyKeys1795382650533 implements MigrationInterface {
  name = 'AddIdempotencyKeys1795382650533';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "idempotency_keys" ("actor" character varying(64) NOT NULL, "key" character varying(200) NOT NULL, "route" character varying(300) NOT NULL, "request_hash" character(64) NOT NULL, "status" smallint, "body" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("actor", "key", "route"))`,
    );
    await db.query(
      `CREATE INDEX "idempotency_keys_created_at" ON "idempotency_keys" ("created_at")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "idempotency_keys_created_at"`);
    await db.query(`DROP TABLE "idempotency_keys"`);
  }
}
