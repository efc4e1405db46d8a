import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CertificateTimeZones1796710000000 implements MigrationInterface {
  name = 'CertificateTimeZones1796710000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "certificates" ADD "time_zone" character varying(64) NOT NULL DEFAULT 'UTC'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "certificates" DROP COLUMN "time_zone"`);
  }
}
