import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { runMigrations } from '../src/database/migrate.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('migrations at start-up (PostgreSQL)', () => {
  it('let two instances migrate an empty database at the same time', async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const config = new AppConfig({
      DATA_DIR: '/tmp/academy-migrations-test',
      JWT_SECRET: 's'.repeat(32),
      ADMIN_JWT_SECRET: 'a'.repeat(32),
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
    });
    const instances = [
      new DataSource(dataSourceOptions(config)),
      new DataSource(dataSourceOptions(config)),
    ];
    await Promise.all(instances.map((instance) => instance.initialize()));
    try {
      await instances[0].query(`CREATE SCHEMA "${schema}"`);
      await Promise.all(instances.map((instance) => runMigrations(instance, false)));
      const applied = await instances[0].query<unknown[]>(
        `SELECT name FROM "${schema}".migrations`,
      );
      expect(applied).toHaveLength(MIGRATIONS.length);
    } finally {
      await instances[0].query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await Promise.all(instances.map((instance) => instance.destroy()));
    }
  });
});
