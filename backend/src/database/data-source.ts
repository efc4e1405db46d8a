import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { QueryLogger } from './query-logger.js';

/**
 * The database of DATABASE_URL, or else the embedded one in DATA_DIR, for TypeORM's CLI: the
 * migration:run, migration:revert and migration:show scripts of backend/package.json load it.
 * The embedded database is one process's at a time: while the server runs, they refuse to start.
 */
export default new DataSource({
  // Migrations over a big table may rightly run longer than the API's statement limit.
  ...dataSourceOptions(
    new AppConfig({ ...process.env, LOG_LEVEL: 'warn', DATABASE_STATEMENT_TIMEOUT_MS: '0' }),
  ),
  // The commands report through TypeORM's migration messages: which ran, which are pending.
  logger: new QueryLogger(['error', 'warn', 'info', 'migration', 'schema']),
});
