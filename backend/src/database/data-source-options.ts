import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { IdempotencyCommitFence } from '../common/http/idempotency-claim.js';
import { createPGlitePoolClass } from './pglite-pool.js';
import { ENTITIES } from './entities.js';
import { QueryLogger } from './query-logger.js';
import { TimedPostgresClient } from './timed-postgres-client.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * How much longer than its statement timeout a query may go unanswered before its connection is
 * cut: the server's own timeout fires first whenever the server can still answer.
 */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;
/** Idle pooled connections are probed after this long, so that one to a vanished host is dropped. */
const KEEP_ALIVE_INITIAL_DELAY_MS = 10_000;

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
        // The server's timeouts cannot help while it answers nothing (stopped, or the network
        // between stalled): a query unanswered past this cuts its connection.
        Client: TimedPostgresClient,
        query_timeout: statementMs > 0 ? statementMs + QUERY_TIMEOUT_MARGIN_MS : undefined,
        keepAlive: true,
        keepAliveInitialDelayMillis: KEEP_ALIVE_INITIAL_DELAY_MS,
      },
      poolSize: 10,
    };
  }
  return { ...common, driver: { Pool: createPGlitePoolClass(config.embeddedDatabaseDir) } };
}
