import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /api/admin/audit filters by staff username in any letter case. Bulk balance changes write
 * an audit row per user, so the log grows fast: at a million rows the filter read all of them
 * (~250 ms on PostgreSQL and embedded alike); with this index it reads only that actor's rows.
 */
export class IndexAuditActor1764000000000 implements MigrationInterface {
  name = 'IndexAuditActor1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX audit_log_actor ON audit_log (lower(actor), created_at DESC, id DESC)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX audit_log_actor`);
  }
}
