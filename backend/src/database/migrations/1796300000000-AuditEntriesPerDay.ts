import type { MigrationInterface, QueryRunner } from 'typeorm';

const DAY = `(created_at AT TIME ZONE 'UTC')::date`;

/**
 * The audit log's entries per UTC date, so that a deep page counts whole dates off instead of
 * walking every entry before it. Kept as the users' totals are (StatsRollups): statement
 * triggers append what each statement changed to audit_log_daily_deltas (appends never wait on
 * each other, so audited changes do not queue on a shared row), audit_log_daily_compact() folds
 * them into audit_log_daily, and a read adds the rows not yet folded, so it is exact at any moment.
 */
export class AuditEntriesPerDay1796300000000 implements MigrationInterface {
  name = 'AuditEntriesPerDay1796300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "audit_log_daily" ("day" date NOT NULL, "entries" bigint NOT NULL, CONSTRAINT "audit_log_daily_pkey" PRIMARY KEY ("day"))`,
    );
    await db.query(
      `CREATE TABLE "audit_log_daily_deltas" ("id" BIGSERIAL NOT NULL, "day" date NOT NULL, "entries" bigint NOT NULL, CONSTRAINT "audit_log_daily_deltas_pkey" PRIMARY KEY ("id"))`,
    );
    const record = (rows: string) => `INSERT INTO audit_log_daily_deltas (day, entries)
          SELECT day, sum(entries) FROM (${rows}) AS changed GROUP BY day HAVING sum(entries) <> 0`;
    await db.query(`
      CREATE FUNCTION audit_log_daily_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${record(`SELECT ${DAY} AS day, 1 AS entries FROM changed_new`)};
        ELSIF TG_OP = 'UPDATE' THEN
          ${record(`SELECT ${DAY} AS day, 1 AS entries FROM changed_new UNION ALL SELECT ${DAY}, -1 FROM changed_old`)};
        ELSE
          ${record(`SELECT ${DAY} AS day, -1 AS entries FROM changed_old`)};
        END IF;
        RETURN NULL;
      END
      $$`);
    await db.query(
      `CREATE TRIGGER audit_log_daily_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION audit_log_daily_changed()`,
    );
    await db.query(
      `CREATE TRIGGER audit_log_daily_update AFTER UPDATE ON audit_log REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION audit_log_daily_changed()`,
    );
    await db.query(
      `CREATE TRIGGER audit_log_daily_delete AFTER DELETE ON audit_log REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION audit_log_daily_changed()`,
    );
    // One compaction at a time (the lock), each taking exactly the rows it deletes.
    await db.query(`
      CREATE FUNCTION audit_log_daily_compact() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('audit_log_daily_compact'));
        WITH moved AS (DELETE FROM audit_log_daily_deltas RETURNING day, entries)
        INSERT INTO audit_log_daily AS daily (day, entries)
        SELECT day, sum(entries) FROM moved GROUP BY day HAVING sum(entries) <> 0
        ON CONFLICT (day) DO UPDATE SET entries = daily.entries + EXCLUDED.entries;
      END
      $$`);
    await db.query(
      `INSERT INTO audit_log_daily (day, entries) SELECT ${DAY}, count(*) FROM audit_log GROUP BY 1`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "audit_log_daily_delete" ON "audit_log"`);
    await db.query(`DROP TRIGGER "audit_log_daily_update" ON "audit_log"`);
    await db.query(`DROP TRIGGER "audit_log_daily_insert" ON "audit_log"`);
    await db.query(`DROP FUNCTION audit_log_daily_compact()`);
    await db.query(`DROP FUNCTION audit_log_daily_changed()`);
    await db.query(`DROP TABLE "audit_log_daily_deltas"`);
    await db.query(`DROP TABLE "audit_log_daily"`);
  }
}
