import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign-ins a student can end one by one, and the links that confirm a new e-mail address. */
export class StudentSessions1795500000000 implements MigrationInterface {
  name = 'StudentSessions1795500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE student_sessions (
        id           UUID NOT NULL,
        user_id      INTEGER NOT NULL,
        created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        user_agent   CHARACTER VARYING(512),
        ip           CHARACTER VARYING(64),
        ended_at     TIMESTAMPTZ,
        CONSTRAINT student_sessions_pkey PRIMARY KEY (id),
        CONSTRAINT student_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
      )`);
    await db.query(
      `CREATE INDEX student_sessions_open_by_user ON student_sessions (user_id) WHERE ended_at IS NULL`,
    );
    await db.query(`
      CREATE TABLE email_change_tokens (
        id         SERIAL NOT NULL,
        user_id    INTEGER NOT NULL,
        email      CHARACTER VARYING(254) NOT NULL,
        token_hash CHAR(64) NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        used_at    TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT email_change_tokens_pkey PRIMARY KEY (id),
        CONSTRAINT email_change_tokens_token_hash_key UNIQUE (token_hash),
        CONSTRAINT email_change_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
      )`);
    await db.query(
      `CREATE INDEX email_change_tokens_user ON email_change_tokens (user_id) WHERE used_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE email_change_tokens`);
    await db.query(`DROP TABLE student_sessions`);
  }
}
