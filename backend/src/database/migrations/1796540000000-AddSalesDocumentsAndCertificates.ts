import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales receipts and credit notes with their gap-free number series, and course certificates
 * (one per student and tier).
 */
export class AddSalesDocumentsAndCertificates1796540000000 implements MigrationInterface {
  name = 'AddSalesDocumentsAndCertificates1796540000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE "sales_document_counters" (
      "kind" character varying(16) NOT NULL,
      "year" integer NOT NULL,
      "last" integer NOT NULL,
      CONSTRAINT "sales_document_counters_last_check" CHECK (last > 0),
      CONSTRAINT "sales_document_counters_pkey" PRIMARY KEY ("kind", "year"))`);
    await db.query(`CREATE TABLE "sales_documents" (
      "id" SERIAL NOT NULL,
      "kind" character varying(16) NOT NULL,
      "number" character varying(32) NOT NULL,
      "payment_id" integer NOT NULL,
      "user_id" integer NOT NULL,
      "buyer_name" character varying(201) NOT NULL,
      "buyer_email" character varying(254) NOT NULL,
      "locale" character varying(2) NOT NULL,
      "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "mailed_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "sales_documents_payment_kind_key" UNIQUE ("payment_id", "kind"),
      CONSTRAINT "sales_documents_number_key" UNIQUE ("number"),
      CONSTRAINT "sales_documents_kind_check" CHECK (kind IN ('receipt', 'credit_note')),
      CONSTRAINT "sales_documents_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "sales_documents_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE NO ACTION ON UPDATE NO ACTION,
      CONSTRAINT "sales_documents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`);
    await db.query(
      `CREATE INDEX "sales_documents_unmailed" ON "sales_documents" ("issued_at") WHERE mailed_at IS NULL`,
    );
    await db.query(`CREATE TABLE "certificates" (
      "id" SERIAL NOT NULL,
      "code" character varying(24) NOT NULL,
      "user_id" integer NOT NULL,
      "tier" character varying(16) NOT NULL,
      "holder_name" character varying(201) NOT NULL,
      "lessons_completed" integer NOT NULL,
      "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "revoked_at" TIMESTAMP WITH TIME ZONE,
      "revoked_reason" character varying(500),
      CONSTRAINT "certificates_user_tier_key" UNIQUE ("user_id", "tier"),
      CONSTRAINT "certificates_code_key" UNIQUE ("code"),
      CONSTRAINT "certificates_revoked_check" CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL)),
      CONSTRAINT "certificates_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "certificates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`);
    await db.query(`CREATE INDEX "certificates_issued" ON "certificates" ("issued_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "certificates"`);
    await db.query(`DROP TABLE "sales_documents"`);
    await db.query(`DROP TABLE "sales_document_counters"`);
  }
}
