import { TimedPostgresClient } from './timed-postgres-client.js';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)(TimedPostgresClient.name, () => {
  let client: TimedPostgresClient;
  beforeEach(async () => {
    client = new TimedPostgresClient({ connectionString: databaseUrl, query_timeout: 200 });
    client.on('error', () => undefined);
    await client.connect();
  });
  afterEach(() => client.end().catch(() => undefined));

  it('cuts the connection of a query unanswered past query_timeout, so that no one reuses it', async () => {
    const started = performance.now();
    await expect(client.query('SELECT pg_sleep(2)')).rejects.toThrow(/Connection terminated/);
    expect(performance.now() - started).toBeLessThan(1_000);
    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable/);
  });

  it('lets a session run long while its limit is suspended, and limits it again after', async () => {
    const restore = client.suspendQueryTimeout();
    await expect(client.query('SELECT pg_sleep(0.5)')).resolves.toMatchObject({ rowCount: 1 });
    restore();
    await expect(client.query('SELECT pg_sleep(2)')).rejects.toThrow(/Connection terminated/);
  });
});
