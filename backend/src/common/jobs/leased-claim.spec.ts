import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { claimLeased, type Queryable } from './leased-claim.js';

interface Database {
  /** Two connections, as two replicas would have. */
  replicas: [Queryable, Queryable];
  close(): Promise<void>;
}

async function embedded(): Promise<Database> {
  const db = await PGlite.create();
  const replica: Queryable = {
    query: async <Result>(sql: string, parameters?: unknown[]) =>
      (await db.query(sql, parameters)).rows as Result,
  };
  return { replicas: [replica, replica], close: () => db.close() };
}

function postgres(url: string): Database {
  const pools = [new pg.Pool({ connectionString: url }), new pg.Pool({ connectionString: url })];
  const replicaOf = (pool: pg.Pool): Queryable => ({
    query: async <Result>(sql: string, parameters?: unknown[]) =>
      (await pool.query(sql, parameters)).rows as Result,
  });
  return {
    replicas: [replicaOf(pools[0]), replicaOf(pools[1])],
    close: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}

const databases: [string, () => Promise<Database>][] = [['the embedded database', embedded]];
const url = process.env.DATABASE_URL;
if (url) databases.push(['PostgreSQL', () => Promise.resolve(postgres(url))]);

describe.each(databases)('claimLeased on %s', (_, open) => {
  let database: Database;
  let table: string;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  beforeEach(async () => {
    table = `leased_claim_spec_${randomUUID().replaceAll('-', '')}`;
    await database.replicas[0].query(
      `CREATE TABLE ${table} (id int PRIMARY KEY, due boolean NOT NULL DEFAULT true,
                              claimed_by text, claimed_until timestamptz)`,
    );
    await database.replicas[0].query(`INSERT INTO ${table} (id) SELECT generate_series(1, 5)`);
  });

  afterEach(async () => {
    await database.replicas[0].query(`DROP TABLE ${table}`);
  });

  const claimBy = (replica: Queryable, worker: string, limit: number) =>
    claimLeased<{ id: number; claimed_by: string }>(replica, {
      table,
      where: 'item.due',
      orderBy: 'item.id',
      limit,
      leaseSeconds: 60,
      set: 'claimed_by = $3',
      returning: 'id, claimed_by',
      parameters: [worker],
    });

  it('gives each row to one of two replicas claiming at the same moment', async () => {
    const [first, second] = await Promise.all([
      claimBy(database.replicas[0], 'first', 3),
      claimBy(database.replicas[1], 'second', 3),
    ]);
    const ids = [...first, ...second].map((row) => row.id).sort();
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(first.every((row) => row.claimed_by === 'first')).toBe(true);
    expect(await claimBy(database.replicas[0], 'third', 5)).toEqual([]);
  });

  it('claims only the rows its conditions name, in order', async () => {
    await database.replicas[0].query(`UPDATE ${table} SET due = false WHERE id IN (1, 3)`);
    const claimed = await claimBy(database.replicas[0], 'first', 2);
    expect(claimed.map((row) => row.id)).toEqual([2, 4]);
  });

  it('claims again a row whose lease ran out, and not one whose lease still runs', async () => {
    await claimBy(database.replicas[0], 'gone', 5);
    await database.replicas[0].query(
      `UPDATE ${table} SET claimed_until = now() - interval '1 second' WHERE id = 2`,
    );
    const claimed = await claimBy(database.replicas[1], 'next', 5);
    expect(claimed).toEqual([{ id: 2, claimed_by: 'next' }]);
  });
});
