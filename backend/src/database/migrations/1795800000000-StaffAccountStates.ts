import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff accounts can be disabled, and show when they last signed in. */
export class StaffAccountStates1795800000000 implements MigrationInterface {
  name = 'StaffAccountStates1795800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "staff" ADD "disabled_at" TIMESTAMP WITH TIME ZONE, ADD "last_sign_in_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "staff" DROP COLUMN "last_sign_in_at", DROP COLUMN "disabled_at"`);
  }
}
