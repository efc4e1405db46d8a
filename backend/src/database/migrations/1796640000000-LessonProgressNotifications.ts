import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a student's lesson progress is announced on the `academy_students` channel when
 * it commits, as a change to that student (StudentChangeNotifications), so that each API process
 * can keep the students' progress in memory with the rest of the signed-in student and drop it
 * the moment it changes.
 */
export class LessonProgressNotifications1796640000000 implements MigrationInterface {
  name = 'LessonProgressNotifications1796640000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION "academy_notify_progress_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('academy_students', TG_TABLE_SCHEMA || ':' ||
          CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
        RETURN NULL;
      END $$`);
    // Per row, so that the payload names the student; the same student's rows make one notification.
    await db.query(`
      CREATE TRIGGER "lesson_progress_notify" AFTER INSERT OR UPDATE OR DELETE ON "lesson_progress"
      FOR EACH ROW EXECUTE FUNCTION "academy_notify_progress_changed"()`);
    await db.query(`
      CREATE TRIGGER "lesson_progress_truncate_notify" AFTER TRUNCATE ON "lesson_progress"
      FOR EACH STATEMENT EXECUTE FUNCTION "academy_notify_students_truncated"()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "lesson_progress_truncate_notify" ON "lesson_progress"`);
    await db.query(`DROP TRIGGER "lesson_progress_notify" ON "lesson_progress"`);
    await db.query(`DROP FUNCTION "academy_notify_progress_changed"()`);
  }
}
