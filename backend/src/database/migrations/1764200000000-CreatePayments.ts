import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePayments1764200000000 implements MigrationInterface {
  name = 'CreatePayments1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payments (
        id                 SERIAL PRIMARY KEY,
        public_id          UUID NOT NULL UNIQUE,
        user_id            INTEGER NOT NULL REFERENCES users (id),
        provider           VARCHAR(16) NOT NULL CHECK (provider IN ('sandbox', 'stripe', 'payport')),
        provider_reference VARCHAR(255),
        kind               VARCHAR(16) NOT NULL CHECK (kind IN ('course', 'topup')),
        tier               VARCHAR(16),
        amount             NUMERIC(14, 2) NOT NULL CHECK (amount > 0),
        currency           CHAR(3) NOT NULL DEFAULT 'USD',
        status             VARCHAR(16) NOT NULL DEFAULT 'pending'
                           CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
        created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
        paid_at            TIMESTAMPTZ,
        CHECK ((kind = 'course') = (tier IS NOT NULL))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX payments_provider_reference ON payments (provider, provider_reference)`,
    );
    await db.query(`CREATE INDEX payments_user ON payments (user_id, created_at DESC, id DESC)`);
    await db.query(`
      ALTER TABLE balance_ledger
        ADD CONSTRAINT balance_ledger_payment FOREIGN KEY (payment_id) REFERENCES payments (id)`);
    await db.query(`
      CREATE TABLE webhook_events (
        provider    VARCHAR(16) NOT NULL,
        event_id    VARCHAR(255) NOT NULL,
        type        VARCHAR(100) NOT NULL,
        received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_events`);
    await db.query(`ALTER TABLE balance_ledger DROP CONSTRAINT balance_ledger_payment`);
    await db.query(`DROP TABLE payments`);
  }
}
