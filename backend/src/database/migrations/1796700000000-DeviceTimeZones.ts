import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeviceTimeZones1796700000000 implements MigrationInterface {
  name = 'DeviceTimeZones1796700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "users" ADD "device_time_zone" character varying(64)`);
    await db.query(
      `ALTER TABLE "sales_documents" ADD "time_zone" character varying(64) NOT NULL DEFAULT 'UTC'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "sales_documents" DROP COLUMN "time_zone"`);
    await db.query(`ALTER TABLE "users" DROP COLUMN "device_time_zone"`);
  }
}
