import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The registration date, tier and course-less tests as StatsService has always counted them. */
const COUNTED = `
  (created_at AT TIME ZONE 'UTC')::date AS day,
  balance,
  (upper(course) IN ('SILVER', 'GOLD', 'PLATINUM'))::int AS active,
  (course = '' OR upper(course) = 'NONE')::int AS none`;

/** One delta row per registration date a statement touched, from its transition tables. */
const recordDeltas = (newRows: string | null, oldRows: string | null) => {
  const parts = [
    newRows && `SELECT 1 AS users, ${COUNTED} FROM ${newRows} WHERE deleted_at IS NULL`,
    oldRows &&
      `SELECT -1 AS users, day, -balance AS balance, -active AS active, -none AS none FROM (SELECT ${COUNTED} FROM ${oldRows} WHERE deleted_at IS NULL) AS old_rows`,
  ].filter(Boolean);
  return `INSERT INTO user_stats_deltas (day, users, balance, active_courses, no_course)
      SELECT day, sum(users), sum(balance), sum(active), sum(none)
        FROM (${parts.join(' UNION ALL ')}) AS changed
       GROUP BY day
      HAVING sum(users) <> 0 OR sum(balance) <> 0 OR sum(active) <> 0 OR sum(none) <> 0`;
};

/**
 * The statistics read maintained totals instead of scanning users. Statement triggers append
 * what each change to users did to the totals (appends never wait on each other, so money
 * transactions do not queue on a counter row), and users_stats_compact() folds the appended rows
 * into the totals; a read adds the rows not yet folded, so it is exact at any moment.
 */
export class StatsRollups1795450000000 implements MigrationInterface {
  name = 'StatsRollups1795450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "user_stats" ("id" smallint NOT NULL DEFAULT 1, "total_users" bigint NOT NULL DEFAULT 0, "total_balance" numeric(20,2) NOT NULL DEFAULT 0, "active_courses" bigint NOT NULL DEFAULT 0, "no_course" bigint NOT NULL DEFAULT 0, CONSTRAINT "user_stats_pkey" PRIMARY KEY ("id"), CONSTRAINT "user_stats_one_row" CHECK (id = 1))`,
    );
    await db.query(
      `CREATE TABLE "registrations_daily" ("day" date NOT NULL, "count" bigint NOT NULL DEFAULT 0, CONSTRAINT "registrations_daily_pkey" PRIMARY KEY ("day"))`,
    );
    await db.query(
      `CREATE TABLE "user_stats_deltas" ("id" BIGSERIAL NOT NULL, "day" date NOT NULL, "users" bigint NOT NULL, "balance" numeric(20,2) NOT NULL, "active_courses" bigint NOT NULL, "no_course" bigint NOT NULL, CONSTRAINT "user_stats_deltas_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(`
      CREATE FUNCTION users_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${recordDeltas('changed_new', null)};
        ELSIF TG_OP = 'UPDATE' THEN
          ${recordDeltas('changed_new', 'changed_old')};
        ELSE
          ${recordDeltas(null, 'changed_old')};
        END IF;
        RETURN NULL;
      END
      $$`);
    await db.query(
      `CREATE TRIGGER users_stats_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION users_stats_changed()`,
    );
    await db.query(
      `CREATE TRIGGER users_stats_update AFTER UPDATE ON users REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION users_stats_changed()`,
    );
    await db.query(
      `CREATE TRIGGER users_stats_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION users_stats_changed()`,
    );
    // One compaction at a time (the lock), each taking exactly the rows it deletes.
    await db.query(`
      CREATE FUNCTION users_stats_compact() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('users_stats_compact'));
        WITH moved AS (
          DELETE FROM user_stats_deltas RETURNING day, users, balance, active_courses, no_course
        ), registered AS (
          INSERT INTO registrations_daily AS daily (day, count)
          SELECT day, sum(users) FROM moved GROUP BY day HAVING sum(users) <> 0
          ON CONFLICT (day) DO UPDATE SET count = daily.count + EXCLUDED.count
        )
        UPDATE user_stats SET
          total_users = user_stats.total_users + folded.users,
          total_balance = user_stats.total_balance + folded.balance,
          active_courses = user_stats.active_courses + folded.active_courses,
          no_course = user_stats.no_course + folded.no_course
        FROM (SELECT coalesce(sum(users), 0) AS users, coalesce(sum(balance), 0) AS balance,
                     coalesce(sum(active_courses), 0) AS active_courses,
                     coalesce(sum(no_course), 0) AS no_course
                FROM moved) AS folded
        WHERE user_stats.id = 1;
      END
      $$`);
    await db.query(`
      INSERT INTO user_stats (id, total_users, total_balance, active_courses, no_course)
      SELECT 1, count(*), coalesce(sum(balance), 0),
             count(*) FILTER (WHERE upper(course) IN ('SILVER', 'GOLD', 'PLATINUM')),
             count(*) FILTER (WHERE course = '' OR upper(course) = 'NONE')
        FROM users WHERE deleted_at IS NULL`);
    await db.query(`
      INSERT INTO registrations_daily (day, count)
      SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)
        FROM users WHERE deleted_at IS NULL GROUP BY 1`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "users_stats_delete" ON "users"`);
    await db.query(`DROP TRIGGER "users_stats_update" ON "users"`);
    await db.query(`DROP TRIGGER "users_stats_insert" ON "users"`);
    await db.query(`DROP FUNCTION users_stats_compact()`);
    await db.query(`DROP FUNCTION users_stats_changed()`);
    await db.query(`DROP TABLE "user_stats_deltas"`);
    await db.query(`DROP TABLE "registrations_daily"`);
    await db.query(`DROP TABLE "user_stats"`);
  }
}
