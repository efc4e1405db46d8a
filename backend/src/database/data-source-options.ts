import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { IdempotencyCommitFence } from '../common/http/idempotency-claim.js';
import { createPGlitePoolClass } from './pglite-pool.js';
import { ENTITIES } from './entities.js';
import { QueryLogger } from './query-logger.js';
import { MIGRATIONS } from './migrations/index.js';

/** One description of the database for the API, the CLI and the tests: PostgreSQL or embedded PGlite. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    subscribers: [IdempotencyCommitFence],
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    migrationsRun: false,
    installExtensions: false,
    logger: new QueryLogger(['error']),
  };
  if (config.databaseUrl) {
    const schema = config.databaseSchema;
    const { connectMs, statementMs, idleInTransactionMs } = config.databaseTimeouts;
    return {
      ...common,
      url: config.databaseUrl,
      ...(schema ? { schema } : {}),
      // A stalled database answers an error within these limits instead of holding requests.
      connectTimeoutMS: connectMs,
      extra: {
        ...(schema ? { options: `-c search_path=${schema},public` } : {}),
        statement_timeout: statementMs,
        idle_in_transaction_session_timeout: idleInTransactionMs,
      },
      poolSize: 10,
    };
  }
  return { ...common, driver: { Pool: createPGlitePoolClass(config.embeddedDatabaseDir) } };
}
