import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What students read while a payment waits for staff, as staff wrote it: one row. */
export class AddPaymentReviewNotice1796620000000 implements MigrationInterface {
  name = 'AddPaymentReviewNotice1796620000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "payment_review_notice" ("id" integer NOT NULL, "text_en" character varying(500), "text_ru" character varying(500), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payment_review_notice_single_row" CHECK (id = 1), CONSTRAINT "payment_review_notice_pkey" PRIMARY KEY ("id"))`,
    );
    // The one row; null texts until staff write some (the student app shows its own words).
    await db.query(`INSERT INTO "payment_review_notice" ("id") VALUES (1)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "payment_review_notice"`);
  }
}
