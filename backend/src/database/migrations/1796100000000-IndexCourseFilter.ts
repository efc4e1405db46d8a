import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The course filter at a million students. A preset course is sought in users_listed_course,
 * which replaces users_course: undeleted users by upper(course) in the list's order, with course
 * itself included so that a deep page and the capped count are index-only scans. A course outside
 * the presets (the CUSTOM filter) has its own small partial index: its predicate is the filter's
 * own, so the few such students are read without scanning everyone else. A preset added later
 * keeps the index usable (the filter's condition then implies this one); one removed would not.
 */
export class IndexCourseFilter1796100000000 implements MigrationInterface {
  name = 'IndexCourseFilter1796100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX users_listed_course ON users (upper(course), created_at DESC, id DESC) INCLUDE (course) WHERE deleted_at IS NULL`,
    );
    await db.query(`DROP INDEX users_course`);
    await db.query(
      `CREATE INDEX users_custom_course ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL AND upper(course) NOT IN ('NONE', 'SILVER', 'GOLD', 'PLATINUM')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX users_custom_course`);
    await db.query(`CREATE INDEX users_course ON users (upper(course))`);
    await db.query(`DROP INDEX users_listed_course`);
  }
}
