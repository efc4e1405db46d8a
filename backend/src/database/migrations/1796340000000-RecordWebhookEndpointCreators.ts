import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RecordWebhookEndpointCreators1796340000000 implements MigrationInterface {
  name = 'RecordWebhookEndpointCreators1796340000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "webhook_endpoints" ADD "created_by_api_key_id" integer`);
    await db.query(
      `CREATE INDEX "webhook_endpoints_created_by_api_key_id" ON "webhook_endpoints"  ("created_by_api_key_id") `,
    );
    await db.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_api_key_id_fkey" FOREIGN KEY ("created_by_api_key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_created_by_api_key_id_fkey"`,
    );
    await db.query(`DROP INDEX "webhook_endpoints_created_by_api_key_id"`);
    await db.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "created_by_api_key_id"`);
  }
}
