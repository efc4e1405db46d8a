import pg from 'pg';
import type { Environment } from './processes.js';

export interface BenchDatabase {
  label: string;
  /** What the API and the seed CLI are started with. */
  env: Environment;
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
    return { label: 'embedded (PGlite)', env: {}, drop: () => Promise.resolve() };
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
