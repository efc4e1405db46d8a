import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments desk: manual payments (crypto, P2P, Coinumm, Revoxpay) with their reference and
 * receipt, staff decisions and refunds, provider ids for refunds, expiry of stale checkouts, and
 * the indexes that keep the back office's list, filters and totals fast at a million payments.
 */
export class PaymentsDesk1765000000000 implements MigrationInterface {
  name = 'PaymentsDesk1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_provider_check`);
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await db.query(`
      ALTER TABLE payments
        ADD COLUMN method                  VARCHAR(16),
        ADD COLUMN provider_payment_intent VARCHAR(255),
        ADD COLUMN provider_charge         VARCHAR(255),
        ADD COLUMN reference               VARCHAR(200),
        ADD COLUMN coin                    VARCHAR(16),
        ADD COLUMN status_reason           VARCHAR(500),
        ADD COLUMN review_reason           VARCHAR(500),
        ADD COLUMN notice_pending          BOOLEAN NOT NULL DEFAULT false,
        ADD COLUMN receipt_file            VARCHAR(100),
        ADD COLUMN receipt_type            VARCHAR(32),
        ADD COLUMN receipt_size            INTEGER,
        ADD COLUMN course_before           VARCHAR(100),
        ADD COLUMN credit_reversed         BOOLEAN,
        ADD COLUMN decided_by              INTEGER,
        ADD COLUMN expires_at              TIMESTAMPTZ,
        ADD COLUMN refunded_at             TIMESTAMPTZ`);
    // Every payment so far came from a checkout: PayPort's own method, else the Card method.
    await db.query(
      `UPDATE payments SET method = CASE provider WHEN 'payport' THEN 'payport' ELSE 'card' END`,
    );
    await db.query(`ALTER TABLE payments ALTER COLUMN method SET NOT NULL`);
    await db.query(`
      ALTER TABLE payments
        ADD CONSTRAINT payments_provider_check
          CHECK (provider IN ('sandbox', 'stripe', 'payport', 'manual')),
        ADD CONSTRAINT payments_status_check CHECK (status IN
          ('pending', 'paid', 'failed', 'cancelled', 'rejected', 'refunded', 'expired')),
        ADD CONSTRAINT payments_method_check
          CHECK (method IN ('card', 'payport', 'crypto', 'p2p', 'coinumm', 'revoxpay')),
        ADD CONSTRAINT payments_receipt_check CHECK ((receipt_file IS NULL) = (receipt_type IS NULL))`);
    await db.query(`CREATE INDEX payments_created ON payments (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX payments_status ON payments (status, created_at DESC, id DESC)`);
    await db.query(
      `CREATE UNIQUE INDEX payments_manual_reference ON payments (method, lower(reference))
        WHERE provider = 'manual'`,
    );
    await db.query(
      `CREATE INDEX payments_search ON payments USING gin
        ((lower(coalesce(reference, '') || ' ' || coalesce(provider_reference, ''))) public.gin_trgm_ops)`,
    );
    await db.query(
      `CREATE INDEX payments_pending_expiry ON payments (expires_at)
        WHERE status = 'pending' AND expires_at IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX payments_payment_intent ON payments (provider_payment_intent)
        WHERE provider_payment_intent IS NOT NULL`,
    );
    // Revenue statistics sum what was paid and refunded inside a window.
    await db.query(`CREATE INDEX payments_paid_at ON payments (paid_at) WHERE paid_at IS NOT NULL`);
    await db.query(
      `CREATE INDEX payments_refunded_at ON payments (refunded_at) WHERE refunded_at IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX balance_ledger_payment_id ON balance_ledger (payment_id)
        WHERE payment_id IS NOT NULL`,
    );
    await db.query(`
      ALTER TABLE audit_log
        ADD COLUMN payment_id INTEGER,
        ADD CONSTRAINT audit_log_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES payments (id),
        ALTER COLUMN actor_role DROP NOT NULL`);
    await db.query(
      `CREATE INDEX audit_log_payment ON audit_log (payment_id, created_at DESC, id DESC)
        WHERE payment_id IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX audit_log_payment`);
    await db.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_payment_id_fkey`);
    await db.query(`DELETE FROM audit_log WHERE actor_role IS NULL`);
    await db.query(`
      ALTER TABLE audit_log DROP COLUMN payment_id, ALTER COLUMN actor_role SET NOT NULL`);
    await db.query(`DROP INDEX balance_ledger_payment_id`);
    await db.query(`DROP INDEX payments_refunded_at`);
    await db.query(`DROP INDEX payments_paid_at`);
    await db.query(`DROP INDEX payments_payment_intent`);
    await db.query(`DROP INDEX payments_pending_expiry`);
    await db.query(`DROP INDEX payments_search`);
    await db.query(`DROP INDEX payments_manual_reference`);
    await db.query(`DROP INDEX payments_status`);
    await db.query(`DROP INDEX payments_created`);
    // The older schema has no place for these: manual payments and the new statuses go.
    // Their ledger rows stay (balances must still add up) without the link to the payment.
    await db.query(`
      UPDATE balance_ledger SET payment_id = NULL
       WHERE payment_id IN (SELECT id FROM payments WHERE provider = 'manual')`);
    await db.query(`DELETE FROM payments WHERE provider = 'manual'`);
    await db.query(
      `UPDATE payments SET status = CASE status WHEN 'refunded' THEN 'paid' ELSE 'cancelled' END
        WHERE status IN ('rejected', 'refunded', 'expired')`,
    );
    await db.query(`
      ALTER TABLE payments
        DROP CONSTRAINT payments_receipt_check,
        DROP CONSTRAINT payments_method_check,
        DROP CONSTRAINT payments_status_check,
        DROP CONSTRAINT payments_provider_check`);
    await db.query(`
      ALTER TABLE payments
        DROP COLUMN refunded_at,
        DROP COLUMN expires_at,
        DROP COLUMN decided_by,
        DROP COLUMN credit_reversed,
        DROP COLUMN course_before,
        DROP COLUMN receipt_size,
        DROP COLUMN receipt_type,
        DROP COLUMN receipt_file,
        DROP COLUMN notice_pending,
        DROP COLUMN review_reason,
        DROP COLUMN status_reason,
        DROP COLUMN coin,
        DROP COLUMN reference,
        DROP COLUMN provider_charge,
        DROP COLUMN provider_payment_intent,
        DROP COLUMN method`);
    await db.query(`
      ALTER TABLE payments
        ADD CONSTRAINT payments_provider_check CHECK (provider IN ('sandbox', 'stripe', 'payport')),
        ADD CONSTRAINT payments_status_check
          CHECK (status IN ('pending', 'paid', 'failed', 'cancelled'))`);
  }
}
