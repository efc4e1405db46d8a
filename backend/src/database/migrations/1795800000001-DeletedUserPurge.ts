import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleted students can be listed and restored, and their personal data is removed once the restore
 * window is over; audit entries can be filtered by action, newest first.
 */
export class DeletedUserPurge1795800000001 implements MigrationInterface {
  name = 'DeletedUserPurge1795800000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "users" ADD "purged_at" TIMESTAMP WITH TIME ZONE`);
    await db.query(
      `CREATE INDEX "users_deleted" ON "users" ("deleted_at") WHERE deleted_at IS NOT NULL AND purged_at IS NULL`,
    );
    await db.query(
      `CREATE INDEX "audit_log_action" ON "audit_log" ("action", "created_at" DESC, "id" DESC)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "audit_log_action"`);
    await db.query(`DROP INDEX "users_deleted"`);
    await db.query(`ALTER TABLE "users" DROP COLUMN "purged_at"`);
  }
}
