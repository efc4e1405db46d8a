import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The balance filter and the course filter combined with a search, at a million students.
 * users_listed_balance replaces users_balance: undeleted users only, so that the balance range's
 * capped count is an index-only scan instead of a heap visit per matching row. The statistics on
 * upper(course) tell the planner how common each course is (a partial expression index gathers
 * none), so that it no longer builds a bitmap of every GOLD student to intersect with a search
 * that matches a hundred rows; ANALYZE fills them at once rather than at the next autovacuum.
 */
export class IndexBalanceFilter1796250000000 implements MigrationInterface {
  name = 'IndexBalanceFilter1796250000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX users_listed_balance ON users (balance) WHERE deleted_at IS NULL`);
    await db.query(`DROP INDEX users_balance`);
    await db.query(`CREATE STATISTICS users_upper_course ON (upper(course)) FROM users`);
    await db.query(`ANALYZE users`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP STATISTICS users_upper_course`);
    await db.query(`CREATE INDEX "users_balance" ON "users" ("balance")`);
    await db.query(`DROP INDEX users_listed_balance`);
  }
}
