import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes for the users list's filters: course, balance and last activity. */
export class IndexUserFilters1795700000000 implements MigrationInterface {
  name = 'IndexUserFilters1795700000000';

  async up(db: QueryRunner): Promise<void> {
    // The course filter compares in any letter case, so the index is on upper(course).
    await db.query(`CREATE INDEX users_course ON users (upper(course))`);
    await db.query(`CREATE INDEX users_balance ON users (balance)`);
    await db.query(`CREATE INDEX users_last_activity ON users (last_activity)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX users_last_activity`);
    await db.query(`DROP INDEX users_balance`);
    await db.query(`DROP INDEX users_course`);
  }
}
