import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { runMigrations } from '../src/database/migrate.js';

const MIGRATION = 'VerifiedEmailsAndDeviceLocale1796427000000';

describe(MIGRATION, () => {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-migration-'));
  let dataSource: DataSource;

  beforeAll(async () => {
    const config = new AppConfig({
      DATA_DIR: dataDir,
      EMBEDDED_DATABASE_DIR: 'memory://',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    });
    dataSource = await new DataSource(dataSourceOptions(config)).initialize();
    if (schema) await dataSource.query(`CREATE SCHEMA "${schema}"`);
  });

  afterAll(async () => {
    if (schema) await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await dataSource.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Undoes migrations, newest first, until this one is undone. */
  async function undoThroughThisMigration(): Promise<void> {
    for (;;) {
      const [last] = await dataSource.query<{ name: string }[]>(
        `SELECT name FROM migrations ORDER BY id DESC LIMIT 1`,
      );
      await dataSource.undoLastMigration();
      if (last?.name === MIGRATION) return;
    }
  }

  it('counts existing accounts as verified and turns the default English into "not chosen"', async () => {
    await runMigrations(dataSource, !databaseUrl);
    await undoThroughThisMigration();
    const insert = (email: string, locale: string) =>
      dataSource.query(
        `INSERT INTO users (email, username, lastname, contact, password_hash, locale)
         VALUES ($1, 'Anna', 'Petrova', '+79123456789', 'x', $2)`,
        [email, locale],
      );
    await insert('english@example.com', 'en');
    await insert('russian@example.com', 'ru');
    await runMigrations(dataSource, !databaseUrl);

    const rows = await dataSource.query<
      { email: string; locale: string | null; verified: boolean }[]
    >(`SELECT email, locale, email_verified_at IS NOT NULL AS verified FROM users ORDER BY email`);
    expect(rows).toEqual([
      { email: 'english@example.com', locale: null, verified: true },
      { email: 'russian@example.com', locale: 'ru', verified: true },
    ]);
  });
});
