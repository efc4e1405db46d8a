import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The table holds staff of both roles, admin and support: it is called what the code calls it. */
export class RenameAdminsToStaff1764600000000 implements MigrationInterface {
  name = 'RenameAdminsToStaff1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE admins RENAME TO staff`);
    await db.query(`ALTER SEQUENCE admins_id_seq RENAME TO staff_id_seq`);
    await db.query(`ALTER TABLE staff RENAME CONSTRAINT admins_pkey TO staff_pkey`);
    await db.query(`ALTER TABLE staff RENAME CONSTRAINT admins_role_check TO staff_role_check`);
    await db.query(`ALTER INDEX admins_username_unique RENAME TO staff_username_unique`);
    await db.query(`ALTER TABLE balance_ledger RENAME COLUMN admin_id TO staff_id`);
    await db.query(
      `ALTER TABLE balance_ledger RENAME CONSTRAINT balance_ledger_admin_id_fkey TO balance_ledger_staff_id_fkey`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE balance_ledger RENAME CONSTRAINT balance_ledger_staff_id_fkey TO balance_ledger_admin_id_fkey`,
    );
    await db.query(`ALTER TABLE balance_ledger RENAME COLUMN staff_id TO admin_id`);
    await db.query(`ALTER INDEX staff_username_unique RENAME TO admins_username_unique`);
    await db.query(`ALTER TABLE staff RENAME CONSTRAINT staff_role_check TO admins_role_check`);
    await db.query(`ALTER TABLE staff RENAME CONSTRAINT staff_pkey TO admins_pkey`);
    await db.query(`ALTER SEQUENCE staff_id_seq RENAME TO admins_id_seq`);
    await db.query(`ALTER TABLE staff RENAME TO admins`);
  }
}
