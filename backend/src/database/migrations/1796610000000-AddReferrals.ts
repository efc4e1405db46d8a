import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddReferrals1796610000000 implements MigrationInterface {
  name = 'AddReferrals1796610000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "referral_codes" ("user_id" integer NOT NULL, "code" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "referral_codes_code_key" UNIQUE ("code"), CONSTRAINT "referral_codes_pkey" PRIMARY KEY ("user_id"))`,
    );
    await db.query(
      `CREATE TABLE "referrals" ("referred_id" integer NOT NULL, "referrer_id" integer NOT NULL, "first_payment_id" integer, "no_reward_reason" character varying(32), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "referrals_first_payment_id_key" UNIQUE ("first_payment_id"), CONSTRAINT "referrals_pkey" PRIMARY KEY ("referred_id"))`,
    );
    await db.query(
      `CREATE INDEX "referrals_referrer" ON "referrals"  ("referrer_id", "created_at") `,
    );
    await db.query(
      `CREATE TABLE "referral_rewards" ("id" SERIAL NOT NULL, "referrer_id" integer NOT NULL, "referred_id" integer NOT NULL, "payment_id" integer NOT NULL, "amount" numeric(14,2) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reversed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "referral_rewards_payment_id_key" UNIQUE ("payment_id"), CONSTRAINT "referral_rewards_referred_id_key" UNIQUE ("referred_id"), CONSTRAINT "referral_rewards_amount_check" CHECK (amount > 0), CONSTRAINT "referral_rewards_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "referral_rewards_created" ON "referral_rewards"  ("created_at") `,
    );
    await db.query(
      `CREATE INDEX "referral_rewards_referrer" ON "referral_rewards"  ("referrer_id", "created_at") `,
    );
    await db.query(
      `CREATE TABLE "referral_settings" ("id" integer NOT NULL, "enabled" boolean NOT NULL DEFAULT false, "reward_kind" character varying(8) NOT NULL DEFAULT 'amount', "reward_value" numeric(14,2) NOT NULL DEFAULT '10', "max_rewards_per_month" integer NOT NULL DEFAULT '10', CONSTRAINT "referral_settings_cap_check" CHECK (max_rewards_per_month >= 0), CONSTRAINT "referral_settings_reward_value_check" CHECK (reward_value > 0), CONSTRAINT "referral_settings_reward_kind_check" CHECK (reward_kind IN ('percent', 'amount')), CONSTRAINT "referral_settings_single_row" CHECK (id = 1), CONSTRAINT "referral_settings_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(`INSERT INTO "referral_settings" ("id") VALUES (1)`);
    await db.query(
      `ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_fkey" FOREIGN KEY ("referred_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_fkey" FOREIGN KEY ("referrer_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "referrals" ADD CONSTRAINT "referrals_first_payment_id_fkey" FOREIGN KEY ("first_payment_id") REFERENCES "payments"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_fkey" FOREIGN KEY ("referrer_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_id_fkey" FOREIGN KEY ("referred_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "referral_rewards" DROP CONSTRAINT "referral_rewards_payment_id_fkey"`,
    );
    await db.query(
      `ALTER TABLE "referral_rewards" DROP CONSTRAINT "referral_rewards_referred_id_fkey"`,
    );
    await db.query(
      `ALTER TABLE "referral_rewards" DROP CONSTRAINT "referral_rewards_referrer_id_fkey"`,
    );
    await db.query(`ALTER TABLE "referrals" DROP CONSTRAINT "referrals_first_payment_id_fkey"`);
    await db.query(`ALTER TABLE "referrals" DROP CONSTRAINT "referrals_referrer_id_fkey"`);
    await db.query(`ALTER TABLE "referrals" DROP CONSTRAINT "referrals_referred_id_fkey"`);
    await db.query(`ALTER TABLE "referral_codes" DROP CONSTRAINT "referral_codes_user_id_fkey"`);
    await db.query(`DROP TABLE "referral_settings"`);
    await db.query(`DROP INDEX "referral_rewards_referrer"`);
    await db.query(`DROP INDEX "referral_rewards_created"`);
    await db.query(`DROP TABLE "referral_rewards"`);
    await db.query(`DROP INDEX "referrals_referrer"`);
    await db.query(`DROP TABLE "referrals"`);
    await db.query(`DROP TABLE "referral_codes"`);
  }
}
