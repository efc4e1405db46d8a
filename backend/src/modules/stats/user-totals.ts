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
