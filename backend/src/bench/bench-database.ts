import pg from 'pg';
import type { Environment } from './processes.js';

export interface BenchDatabase {
  target: 'embedded' | 'postgres';
  label: string;
  /** What the API and the seed CLI are started with. */
  env: Environment;
  /**
   * Gives the seeded students an audit history, one entry per balance the seed set, so that the
   * audit list is measured at the size of the users list (PostgreSQL only: the embedded database
   * admits one process, the API's).
   */
  seedAuditHistory?(): Promise<number>;
  /**
   * Opens a session for each of the first `count` students, as a sign-in does, for the memory of
   * a process that caches them all (PostgreSQL only, for the same reason).
   */
  openSessions?(count: number): Promise<{ userId: number; sessionId: string }[]>;
  drop(): Promise<void>;
}

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
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
      target,
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
      target,
      label: `PostgreSQL ${version.split(' ')[0]}`,
      env: { DATABASE_URL: url.toString() },
      async seedAuditHistory() {
        return withClient(url.toString(), async (client) => {
          const { rowCount } = await client.query(
            `INSERT INTO audit_log (actor, actor_role, action, target_user_id, before, after, created_at)
             SELECT 'system', 'admin', 'balance', user_id, jsonb_build_object('balance', 0),
                    jsonb_build_object('balance', balance_after), created_at
               FROM balance_ledger ORDER BY created_at`,
          );
          await client.query('VACUUM ANALYZE audit_log');
          return rowCount ?? 0;
        });
      },
      openSessions(count) {
        return withClient(url.toString(), async (client) => {
          const { rows } = await client.query<{ userId: number; sessionId: string }>(
            `INSERT INTO student_sessions (id, user_id)
             SELECT gen_random_uuid(), id FROM users WHERE deleted_at IS NULL ORDER BY id LIMIT $1
             RETURNING user_id AS "userId", id AS "sessionId"`,
            [count],
          );
          return rows;
        });
      },
      async drop() {
        await withClient(serverUrl!, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  } finally {
    await admin.end();
  }
}
