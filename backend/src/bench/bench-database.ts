import pg from 'pg';
import type { Environment } from './processes.js';

export interface BenchDatabase {
  label: string;
  /** What the API and the seed CLI are started with. */
  env: Environment;
  /**
   * Gives the seeded students an audit history, one entry per balance the seed set, so that the
   * audit list is measured at the size of the users list (PostgreSQL only: the embedded database
   * admits one process, the API's).
   */
  seedAuditHistory?(): Promise<number>;
  drop(): Promise<void>;
}

/**
 * A fresh database per run: the embedded one in the run's DATA_DIR, or a new PostgreSQL database
 * on DATABASE_URL's server, dropped afterwards, so the bench never touches existing data.
 */
export async function createBenchDatabase(
  target: 'embedded' | 'postgres',
  serverUrl: string | undefined,
): Promise<BenchDatabase> {
  if (target === 'embedded') {
    // Emptied, not left out: the seed CLI and the API inherit the bench's environment, whose
    // DATABASE_URL would otherwise send them to PostgreSQL instead of the run's DATA_DIR.
    return {
      label: 'embedded (PGlite)',
      env: { DATABASE_URL: '', DATABASE_SCHEMA: '' },
      drop: () => Promise.resolve(),
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const name = `academy_bench_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const [{ server_version: version }] = (
      await admin.query<{ server_version: string }>('SHOW server_version')
    ).rows;
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return {
      label: `PostgreSQL ${version.split(' ')[0]}`,
      env: { DATABASE_URL: url.toString() },
      async seedAuditHistory() {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          const { rowCount } = await client.query(
            `INSERT INTO audit_log (actor, actor_role, action, target_user_id, before, after, created_at)
             SELECT 'system', 'admin', 'balance', user_id, jsonb_build_object('balance', 0),
                    jsonb_build_object('balance', balance_after), created_at
               FROM balance_ledger ORDER BY created_at`,
          );
          await client.query('VACUUM ANALYZE audit_log');
          return rowCount ?? 0;
        } finally {
          await client.end();
        }
      },
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}
