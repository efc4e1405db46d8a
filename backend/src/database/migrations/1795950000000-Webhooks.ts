import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound webhooks: the endpoints admins register, the transactional outbox of events (written
 * with the change they describe) and one delivery per event and endpoint with its attempts.
 */
export class Webhooks1795950000000 implements MigrationInterface {
  name = 'Webhooks1795950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" SERIAL NOT NULL,
        "url" character varying(2048) NOT NULL,
        "events" character varying(50) array NOT NULL,
        "secret" character varying(100) NOT NULL,
        "active" boolean NOT NULL DEFAULT true,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`
      CREATE TABLE "webhook_outbox" (
        "id" uuid NOT NULL,
        "type" character varying(50) NOT NULL,
        "user_id" integer,
        "payload" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "webhook_outbox_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" SERIAL NOT NULL,
        "endpoint_id" integer NOT NULL,
        "event_id" uuid NOT NULL,
        "user_id" integer,
        "status" character varying(16) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "response_status" integer,
        "response_time_ms" integer,
        "error" character varying(500),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_attempt_at" TIMESTAMP WITH TIME ZONE,
        "next_attempt_at" TIMESTAMP WITH TIME ZONE DEFAULT now(),
        "claimed_until" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "webhook_deliveries_status_check"
          CHECK (status IN ('pending', 'succeeded', 'retrying', 'failed')),
        CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id")
          REFERENCES "webhook_endpoints" ("id") ON DELETE CASCADE,
        CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id")
          REFERENCES "webhook_outbox" ("id") ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX "webhook_outbox_created_at" ON "webhook_outbox" ("created_at")`);
    await db.query(
      `CREATE INDEX "webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id")`,
    );
    await db.query(`CREATE INDEX "webhook_deliveries_event" ON "webhook_deliveries" ("event_id")`);
    await db.query(
      `CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at")
        WHERE status IN ('pending', 'retrying')`,
    );
    await db.query(
      `CREATE INDEX "webhook_deliveries_open_per_user"
        ON "webhook_deliveries" ("endpoint_id", "user_id", "id")
        WHERE status IN ('pending', 'retrying')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "webhook_deliveries"`);
    await db.query(`DROP TABLE "webhook_outbox"`);
    await db.query(`DROP TABLE "webhook_endpoints"`);
  }
}
