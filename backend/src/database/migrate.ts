import { MigrationExecutor, type DataSource } from 'typeorm';
import { TimedPostgresClient } from './timed-postgres-client.js';

// Any constant works: it names the lock that every API instance takes before migrating.
const MIGRATION_LOCK_KEY = 7_316_204_001;

/**
 * Applies pending migrations. On PostgreSQL several instances may start together: an advisory
 * lock lets one migrate while the others wait, then find nothing left to do. PGlite is a single
 * embedded connection, so there is no second instance to wait for.
 */
export async function runMigrations(dataSource: DataSource, embedded: boolean): Promise<void> {
  if (embedded) {
    await dataSource.runMigrations();
    return;
  }
  const lockRunner = dataSource.createQueryRunner();
  let restoreQueryTimeout = () => {};
  try {
    // Waiting for another instance's migrations, or a migration over a big table, may rightly
    // take longer than DATABASE_STATEMENT_TIMEOUT_MS allows a request: this session has no
    // limit, on the server or here.
    const connection: unknown = await lockRunner.connect();
    if (connection instanceof TimedPostgresClient) {
      restoreQueryTimeout = connection.suspendQueryTimeout();
    }
    await lockRunner.query('SET statement_timeout = 0');
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const migrations = new MigrationExecutor(dataSource, lockRunner);
    migrations.transaction = dataSource.options.migrationsTransactionMode ?? 'all';
    await migrations.executePendingMigrations();
  } finally {
    await lockRunner
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await lockRunner.query('RESET statement_timeout').catch(() => undefined);
    restoreQueryTimeout();
    await lockRunner.release();
  }
}
