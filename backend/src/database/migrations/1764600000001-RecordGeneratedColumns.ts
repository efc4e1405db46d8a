import type { MigrationInterface, QueryRunner } from 'typeorm';

const CONTACT_DIGITS = `regexp_replace(contact, '[^0-9]', '', 'g')`;

/**
 * TypeORM reads a generated column's expression from its typeorm_metadata table (which it
 * creates before migrating), not from PostgreSQL. Without this row it would see users.contact_digits
 * as changed and want to re-create it. The value must equal the entity's asExpression.
 */
export class RecordGeneratedColumns1764600000001 implements MigrationInterface {
  name = 'RecordGeneratedColumns1764600000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `INSERT INTO typeorm_metadata (type, database, schema, "table", name, value)
       VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'users', 'contact_digits', $1)`,
      [CONTACT_DIGITS],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DELETE FROM typeorm_metadata
        WHERE type = 'GENERATED_COLUMN' AND "table" = 'users' AND name = 'contact_digits'`,
    );
  }
}
