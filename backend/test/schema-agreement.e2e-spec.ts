import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { runMigrations } from '../src/database/migrate.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';

/** What TypeORM would still change so that the database matches the entities. */
async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const pending = await dataSource.driver.createSchemaBuilder().log();
  return pending.upQueries.map((query) => query.query);
}

describe('migrations and entities', () => {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-schema-'));
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

  it('are all registered: every file in migrations/ is listed in migrations/index.ts', () => {
    // A migration the schema diff cannot see (data, or an index TypeORM ignores) is caught here.
    const dir = fileURLToPath(new URL('../src/database/migrations/', import.meta.url));
    const classNames = readdirSync(dir)
      .map((file) => /^(\d+)-(\w+)\.ts$/.exec(file))
      .filter((match) => match !== null)
      .map(([, timestamp, name]) => `${name}${timestamp}`);
    expect(MIGRATIONS.map((migration) => migration.name).sort()).toEqual(classNames.sort());
  });

  it('agree: after every migration, generating one from the entities yields nothing', async () => {
    await runMigrations(dataSource, !databaseUrl);
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });

  it('can be undone one by one down to an empty schema, and applied again', async () => {
    for (let undone = 0; undone < MIGRATIONS.length; undone += 1) {
      await dataSource.undoLastMigration();
    }
    const tables = await dataSource.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    expect(tables.map((table) => table.table_name).sort()).toEqual([
      'migrations',
      'typeorm_metadata',
    ]);
    await runMigrations(dataSource, !databaseUrl);
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });
});
