import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { createPGlitePoolClass } from './pglite-pool.js';
import { ENTITIES } from './entities.js';
import { QueryLogger } from './query-logger.js';
import { MIGRATIONS } from './migrations/index.js';

/** One description of the database for the API, the CLI and the tests: PostgreSQL or embedded PGlite. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    migrationsRun: false,
    installExtensions: false,
    logger: new QueryLogger(['error']),
  };
  if (config.databaseUrl) {
    const schema = config.databaseSchema;
    return {
      ...common,
      url: config.databaseUrl,
      ...(schema ? { schema, extra: { options: `-c search_path=${schema},public` } } : {}),
      poolSize: 10,
    };
  }
  return { ...common, driver: { Pool: createPGlitePoolClass(config.embeddedDatabaseDir) } };
}
