import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Integrators' API keys, and the audit log's link to the key that made a change. */
export class ApiKeys1795900000000 implements MigrationInterface {
  name = 'ApiKeys1795900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE api_keys (
        id                  SERIAL NOT NULL,
        name                CHARACTER VARYING(100) NOT NULL,
        scopes              TEXT ARRAY NOT NULL,
        prefix              CHARACTER VARYING(32) NOT NULL,
        key_hash            CHAR(64) NOT NULL,
        created_by_staff_id INTEGER,
        created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
        expires_at          TIMESTAMPTZ,
        last_used_at        TIMESTAMPTZ,
        last_used_ip        CHARACTER VARYING(64),
        revoked_at          TIMESTAMPTZ,
        CONSTRAINT api_keys_pkey PRIMARY KEY (id),
        CONSTRAINT api_keys_prefix_key UNIQUE (prefix),
        CONSTRAINT api_keys_created_by_staff_id_fkey FOREIGN KEY (created_by_staff_id)
          REFERENCES staff (id) ON DELETE SET NULL
      )`);
    // No foreign key, as for actor_id: the log outlives what it names.
    await db.query(`ALTER TABLE audit_log ADD actor_api_key_id INTEGER`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE audit_log DROP COLUMN actor_api_key_id`);
    await db.query(`DROP TABLE api_keys`);
  }
}
