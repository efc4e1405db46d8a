import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a student or to one of their sessions is announced on the `academy_students`
 * channel when it commits, whichever statement made it, so that each API process can keep the
 * signed-in students in memory and drop one the moment it changes (docs/decisions.md). The
 * payload is `<schema>:<ids>`, or `<schema>:*` when too many changed at once to list.
 */
export class StudentChangeNotifications1796260000000 implements MigrationInterface {
  name = 'StudentChangeNotifications1796260000000';

  async up(db: QueryRunner): Promise<void> {
    // A notification's payload is limited to 8,000 bytes: 500 ids fit with room to spare.
    await db.query(`
      CREATE FUNCTION "academy_notify_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ids text[] := ARRAY(SELECT id::text FROM changed_users LIMIT 501);
      BEGIN
        IF cardinality(ids) > 0 THEN
          PERFORM pg_notify('academy_students', TG_TABLE_SCHEMA || ':' ||
            CASE WHEN cardinality(ids) > 500 THEN '*' ELSE array_to_string(ids, ',') END);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION "academy_notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('academy_students', TG_TABLE_SCHEMA || ':' || NEW.user_id);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION "academy_notify_students_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('academy_students', TG_TABLE_SCHEMA || ':*');
        RETURN NULL;
      END $$`);
    for (const event of ['UPDATE', 'DELETE']) {
      await db.query(`
        CREATE TRIGGER "users_${event.toLowerCase()}_notify" AFTER ${event} ON "users"
        REFERENCING OLD TABLE AS changed_users FOR EACH STATEMENT
        EXECUTE FUNCTION "academy_notify_users_changed"()`);
    }
    // Per row, so that the payload names the student; the same student's rows make one notification.
    await db.query(`
      CREATE TRIGGER "student_sessions_update_notify" AFTER UPDATE ON "student_sessions"
      FOR EACH ROW EXECUTE FUNCTION "academy_notify_session_changed"()`);
    for (const table of ['users', 'student_sessions']) {
      await db.query(`
        CREATE TRIGGER "${table}_truncate_notify" AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "academy_notify_students_truncated"()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table, trigger] of [
      ['users', 'users_update_notify'],
      ['users', 'users_delete_notify'],
      ['users', 'users_truncate_notify'],
      ['student_sessions', 'student_sessions_update_notify'],
      ['student_sessions', 'student_sessions_truncate_notify'],
    ]) {
      await db.query(`DROP TRIGGER "${trigger}" ON "${table}"`);
    }
    await db.query(`DROP FUNCTION "academy_notify_users_changed"()`);
    await db.query(`DROP FUNCTION "academy_notify_session_changed"()`);
    await db.query(`DROP FUNCTION "academy_notify_students_truncated"()`);
  }
}
