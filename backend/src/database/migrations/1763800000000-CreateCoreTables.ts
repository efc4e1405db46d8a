import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCoreTables1763800000000 implements MigrationInterface {
  name = 'CreateCoreTables1763800000000';

  async up(db: QueryRunner): Promise<void> {
    // The extension lives in public so that per-schema test databases share one copy.
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);

    await db.query(`
      CREATE TABLE users (
        id                   SERIAL PRIMARY KEY,
        email                VARCHAR(254) NOT NULL,
        username             VARCHAR(100) NOT NULL,
        lastname             VARCHAR(100) NOT NULL,
        contact              VARCHAR(255) NOT NULL,
        contact_digits       VARCHAR(255) GENERATED ALWAYS AS (regexp_replace(contact, '[^0-9]', '', 'g')) STORED,
        password_hash        TEXT NOT NULL,
        password_changed_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
        balance              NUMERIC(14, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
        course               VARCHAR(100) NOT NULL DEFAULT 'NONE',
        overdraft            BOOLEAN NOT NULL DEFAULT FALSE,
        overdraft_expires_at TIMESTAMPTZ,
        overdraft_settled_at TIMESTAMPTZ,
        avatar               TEXT,
        created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_activity        TIMESTAMPTZ,
        deleted_at           TIMESTAMPTZ
      )`);
    await db.query(
      `CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE deleted_at IS NULL`,
    );
    await db.query(`CREATE INDEX users_created_at ON users (created_at DESC, id DESC)`);
    await db.query(
      `CREATE INDEX users_search_email ON users USING gin (lower(email) public.gin_trgm_ops)`,
    );
    await db.query(
      `CREATE INDEX users_search_contact ON users USING gin (contact_digits public.gin_trgm_ops)`,
    );
    await db.query(
      `CREATE INDEX users_search_id ON users USING gin ((id::text) public.gin_trgm_ops)`,
    );
    await db.query(
      `CREATE INDEX users_overdraft_due ON users (overdraft_expires_at)
         WHERE overdraft_settled_at IS NULL AND overdraft_expires_at IS NOT NULL`,
    );

    await db.query(`
      CREATE TABLE admins (
        id            SERIAL PRIMARY KEY,
        username      VARCHAR(100) NOT NULL,
        password_hash TEXT NOT NULL,
        role          VARCHAR(16) NOT NULL CHECK (role IN ('admin', 'support')),
        created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX admins_username_unique ON admins (lower(username))`);

    await db.query(`
      CREATE TABLE balance_ledger (
        id            BIGSERIAL PRIMARY KEY,
        user_id       INTEGER NOT NULL REFERENCES users (id),
        delta         NUMERIC(14, 2) NOT NULL,
        balance_after NUMERIC(14, 2) NOT NULL,
        reason        VARCHAR(32) NOT NULL,
        admin_id      INTEGER REFERENCES admins (id),
        payment_id    INTEGER,
        created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX balance_ledger_user ON balance_ledger (user_id, created_at)`);

    await db.query(`
      CREATE TABLE audit_log (
        id             BIGSERIAL PRIMARY KEY,
        actor_id       INTEGER,
        actor          VARCHAR(100) NOT NULL,
        actor_role     VARCHAR(16) NOT NULL,
        action         VARCHAR(32) NOT NULL,
        target_user_id INTEGER REFERENCES users (id),
        before         JSONB,
        after          JSONB,
        created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX audit_log_created_at ON audit_log (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX audit_log_target ON audit_log (target_user_id, created_at DESC)`);

    await db.query(`
      CREATE TABLE password_reset_tokens (
        id         SERIAL PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users (id),
        token_hash CHAR(64) NOT NULL UNIQUE,
        expires_at TIMESTAMPTZ NOT NULL,
        used_at    TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id) WHERE used_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE password_reset_tokens`);
    await db.query(`DROP TABLE audit_log`);
    await db.query(`DROP TABLE balance_ledger`);
    await db.query(`DROP TABLE admins`);
    await db.query(`DROP TABLE users`);
  }
}
