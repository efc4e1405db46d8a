import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPromoCodes1796600000000 implements MigrationInterface {
  name = 'AddPromoCodes1796600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "promo_codes" ("id" SERIAL NOT NULL, "code" character varying(40) NOT NULL, "kind" character varying(16) NOT NULL, "value" integer NOT NULL, "applies_to" jsonb NOT NULL, "max_uses" integer, "max_uses_per_student" integer NOT NULL DEFAULT '1', "starts_at" TIMESTAMP WITH TIME ZONE, "ends_at" TIMESTAMP WITH TIME ZONE, "first_purchase_only" boolean NOT NULL DEFAULT false, "public" boolean NOT NULL DEFAULT false, "banner_text" character varying(200), "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "promo_codes_code_key" UNIQUE ("code"), CONSTRAINT "promo_codes_dates_check" CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at), CONSTRAINT "promo_codes_max_uses_per_student_check" CHECK (max_uses_per_student >= 1), CONSTRAINT "promo_codes_max_uses_check" CHECK (max_uses IS NULL OR max_uses >= 1), CONSTRAINT "promo_codes_code_check" CHECK (code = upper(code)), CONSTRAINT "promo_codes_value_check" CHECK (value >= 1 AND (kind = 'amount' OR value <= 100)), CONSTRAINT "promo_codes_kind_check" CHECK (kind IN ('percent', 'amount', 'topup-bonus')), CONSTRAINT "promo_codes_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "promo_code_uses" ("id" SERIAL NOT NULL, "promo_code_id" integer NOT NULL, "payment_id" integer NOT NULL, "user_id" integer NOT NULL, "state" character varying(16) NOT NULL DEFAULT 'reserved', "discount" numeric(14,2) NOT NULL DEFAULT '0', "bonus" numeric(14,2) NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "promo_code_uses_payment_id_key" UNIQUE ("payment_id"), CONSTRAINT "promo_code_uses_amounts_check" CHECK (discount >= 0 AND bonus >= 0), CONSTRAINT "promo_code_uses_state_check" CHECK (state IN ('reserved', 'consumed', 'released')), CONSTRAINT "promo_code_uses_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "promo_code_uses_user" ON "promo_code_uses"  ("user_id", "promo_code_id") `,
    );
    await db.query(
      `CREATE INDEX "promo_code_uses_code_state" ON "promo_code_uses"  ("promo_code_id", "state") `,
    );
    await db.query(`ALTER TABLE "payments" ADD "promo_code" character varying(40)`);
    await db.query(`ALTER TABLE "payments" ADD "list_price" numeric(14,2)`);
    await db.query(`ALTER TABLE "payments" ADD "discount" numeric(14,2)`);
    await db.query(
      `ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_fkey" FOREIGN KEY ("promo_code_id") REFERENCES "promo_codes"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "promo_code_uses" DROP CONSTRAINT "promo_code_uses_user_id_fkey"`);
    await db.query(
      `ALTER TABLE "promo_code_uses" DROP CONSTRAINT "promo_code_uses_payment_id_fkey"`,
    );
    await db.query(
      `ALTER TABLE "promo_code_uses" DROP CONSTRAINT "promo_code_uses_promo_code_id_fkey"`,
    );
    await db.query(`ALTER TABLE "payments" DROP COLUMN "discount"`);
    await db.query(`ALTER TABLE "payments" DROP COLUMN "list_price"`);
    await db.query(`ALTER TABLE "payments" DROP COLUMN "promo_code"`);
    await db.query(`DROP TABLE "promo_code_uses"`);
    await db.query(`DROP TABLE "promo_codes"`);
  }
}
