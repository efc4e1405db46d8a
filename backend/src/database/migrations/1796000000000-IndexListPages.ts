import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The users list's keyset indexes: only undeleted users, sorted as the list sorts them, so that a
 * deep page finds its first row by an index-only scan instead of reading every row before it.
 */
export class IndexListPages1796000000000 implements MigrationInterface {
  name = 'IndexListPages1796000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX users_listed_created_at ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    await db.query(`CREATE INDEX users_listed_id ON users (id) WHERE deleted_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX users_listed_id`);
    await db.query(`DROP INDEX users_listed_created_at`);
  }
}
