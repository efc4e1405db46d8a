import type { EntityManager } from 'typeorm';

/**
 * How many undeleted users there are, exactly, from the totals the users table's triggers keep
 * (migration StatsRollups) plus the changes not yet folded into them: a few rows whatever the
 * number of users. Read in the caller's transaction, it agrees with what that snapshot sees.
 */
export async function undeletedUserCount(manager: EntityManager): Promise<number> {
  const [{ count }] = await manager.query<[{ count: number }]>(
    `SELECT (base.total_users + coalesce((SELECT sum(users) FROM user_stats_deltas), 0))::int AS count
       FROM user_stats AS base`,
  );
  return count;
}

/**
 * Undeleted users per UTC registration date (`day`, `rows`), from the same maintained totals:
 * registrations_daily plus the changes not yet folded into it, so exact in the caller's snapshot.
 */
export const UNDELETED_USERS_PER_DAY = `SELECT day, sum(count)::bigint AS rows
    FROM (SELECT day, count FROM registrations_daily
          UNION ALL SELECT day, users FROM user_stats_deltas) AS counted
   GROUP BY day HAVING sum(count) > 0`;
