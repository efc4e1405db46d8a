import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulk balance changes as background jobs: the job (who, what, progress, a worker's lease) and its
 * frozen selection, one row per user, whose outcome is written in the same transaction as that
 * user's balance change, so a resumed job never changes anyone twice.
 */
export class BulkBalanceJobs1796050000000 implements MigrationInterface {
  name = 'BulkBalanceJobs1796050000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "bulk_balance_jobs" (
        "id" uuid NOT NULL,
        "actor" jsonb NOT NULL,
        "actor_key" character varying(50) NOT NULL,
        "idempotency_key" character varying(200),
        "request_hash" character(64) NOT NULL,
        "target" jsonb NOT NULL,
        "target_key" character(64) NOT NULL,
        "mode" character varying(8) NOT NULL,
        "amount" numeric(14,2) NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'queued',
        "total" integer NOT NULL DEFAULT 0,
        "processed" integer NOT NULL DEFAULT 0,
        "succeeded" integer NOT NULL DEFAULT 0,
        "refused" integer NOT NULL DEFAULT 0,
        "claims" integer NOT NULL DEFAULT 0,
        "claimed_by" uuid,
        "claimed_until" TIMESTAMP WITH TIME ZONE,
        "error" character varying(500),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "started_at" TIMESTAMP WITH TIME ZONE,
        "finished_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "bulk_balance_jobs_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "bulk_balance_jobs_status_check"
          CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
        CONSTRAINT "bulk_balance_jobs_mode_check" CHECK (mode IN ('set', 'add'))
      )`);
    // A retried request finds its job; two open jobs for one target cannot both be inserted.
    await db.query(
      `CREATE UNIQUE INDEX "bulk_balance_jobs_idempotency" ON "bulk_balance_jobs" ("actor_key", "idempotency_key")
        WHERE idempotency_key IS NOT NULL`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "bulk_balance_jobs_open_target" ON "bulk_balance_jobs" ("target_key")
        WHERE status IN ('queued', 'running')`,
    );
    await db.query(
      `CREATE INDEX "bulk_balance_jobs_open" ON "bulk_balance_jobs" ("created_at")
        WHERE status IN ('queued', 'running')`,
    );
    await db.query(`
      CREATE TABLE "bulk_balance_job_users" (
        "job_id" uuid NOT NULL,
        "user_id" integer NOT NULL,
        "outcome" character varying(8) NOT NULL DEFAULT 'pending',
        "balance_before" numeric(14,2),
        "balance_after" numeric(14,2),
        "message" character varying(300),
        CONSTRAINT "bulk_balance_job_users_pkey" PRIMARY KEY ("job_id", "user_id"),
        CONSTRAINT "bulk_balance_job_users_outcome_check"
          CHECK (outcome IN ('pending', 'applied', 'refused')),
        CONSTRAINT "bulk_balance_job_users_job_id_fkey" FOREIGN KEY ("job_id")
          REFERENCES "bulk_balance_jobs" ("id") ON DELETE CASCADE
      )`);
    await db.query(
      `CREATE INDEX "bulk_balance_job_users_refused" ON "bulk_balance_job_users" ("job_id", "user_id")
        WHERE outcome = 'refused'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "bulk_balance_job_users"`);
    await db.query(`DROP TABLE "bulk_balance_jobs"`);
  }
}
