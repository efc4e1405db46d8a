/** What can run a query: the DataSource, or a transaction's EntityManager. */
export interface Queryable {
  query<Result>(sql: string, parameters?: unknown[]): Promise<Result>;
}

/**
 * Which rows of a table with a `claimed_until` column are due, and what claiming them also sets.
 * The candidate row is aliased `item`; `$1` is the lease in seconds and `$2` the limit, so the
 * clauses' own parameters start at `$3`.
 */
export interface LeasedClaim {
  table: string;
  /** The candidates' FROM clause when it joins other tables; the table itself by default. */
  from?: string;
  /** Conditions on `item` besides its lease having run out (or never been taken). */
  where: string;
  orderBy: string;
  limit: number;
  leaseSeconds: number;
  /** Further assignments made as the rows are claimed, over the table's own columns. */
  set?: string;
  returning: string;
  parameters?: unknown[];
}

/**
 * Claims up to `limit` due rows for a lease, in one statement: on PostgreSQL the candidates are
 * locked with FOR UPDATE SKIP LOCKED, so two replicas claiming at once never take the same row and
 * neither waits for the other; the embedded database is one process and one connection, where the
 * statement simply runs after the other. A row whose lease has run out (its holder stopped or
 * died) is due again.
 */
export async function claimLeased<Row>(db: Queryable, claim: LeasedClaim): Promise<Row[]> {
  const from = claim.from ?? `${claim.table} item`;
  const set = claim.set ? `, ${claim.set}` : '';
  const claimed = await db.query<[Row[], number] | Row[]>(
    `UPDATE ${claim.table} SET claimed_until = now() + make_interval(secs => $1)${set}
      WHERE id IN (
        SELECT item.id FROM ${from}
         WHERE (item.claimed_until IS NULL OR item.claimed_until < now())
           AND ${claim.where}
         ORDER BY ${claim.orderBy}
         LIMIT $2
           FOR UPDATE OF item SKIP LOCKED)
      RETURNING ${claim.returning}`,
    [claim.leaseSeconds, claim.limit, ...(claim.parameters ?? [])],
  );
  return rowsOf(claimed);
}

/** The rows of an UPDATE … RETURNING, which TypeORM's postgres driver pairs with a count. */
export function rowsOf<Row>(result: [Row[], number] | Row[]): Row[] {
  return Array.isArray(result[0]) ? result[0] : (result as Row[]);
}
