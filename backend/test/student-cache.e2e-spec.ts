import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.http.get('/api/user').set('token', token);
const db = () => t.app.get(DataSource);

/** The SQL statements the API sends while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const logged = vi.spyOn(db().logger, 'logQuery');
  try {
    await run();
    return logged.mock.calls.map(([sql]) => sql);
  } finally {
    logged.mockRestore();
  }
}

describe('a signed-in student read from memory', () => {
  it('costs no query once the session and the student have been read', async () => {
    const student = await t.student();
    // The catalogue lives in the database now: the first read loads it, and it is held after.
    await t.http.get('/api/books').set('token', student.token).expect(200);
    const statements = await statementsDuring(async () => {
      for (let read = 0; read < 5; read += 1) {
        await me(student.token).expect(200);
        await t.http.get('/api/books').set('token', student.token).expect(200);
      }
    });
    expect(statements).toEqual([]);
  });

  it('shows a change made to the student by any statement at once', async () => {
    const student = await t.student();
    await me(student.token).expect(200);
    await db().query(`UPDATE users SET balance = 321.5, course = 'GOLD' WHERE id = $1`, [
      student.id,
    ]);
    const answer = await me(student.token).expect(200);
    expect(answer.body.data).toMatchObject({ balance: 321.5, course: 'GOLD' });
    const books = await t.http.get('/api/books').set('token', student.token).expect(200);
    expect(books.body.data.every((book: { isLocked: boolean }) => !book.isLocked)).toBe(true);
  });

  it('lists the lessons with the student’s progress from memory, and shows a change by any statement at once', async () => {
    const student = await t.student();
    const lessons = async () =>
      (await t.http.get('/api/lessons').set('token', student.token).expect(200)).body.data as {
        id: number;
        positionSeconds: number;
        completed: boolean;
      }[];
    const [demo] = await lessons();
    await t.http
      .put(`/api/lessons/${demo.id}/progress`)
      .set('token', student.token)
      .send({ positionSeconds: 42 })
      .expect(200);
    expect((await lessons())[0]).toMatchObject({ positionSeconds: 42, completed: false });
    // Only the student's own reads count: background jobs poll their queues meanwhile.
    const reads = await statementsDuring(() => lessons());
    expect(
      reads.filter((sql) => /lesson_progress|\busers\b|student_sessions|catalogue_/.test(sql)),
    ).toEqual([]);

    // As another replica, or staff in the database, would write it.
    await db().query(
      `UPDATE lesson_progress SET position_seconds = 7, completed_at = now() WHERE user_id = $1`,
      [student.id],
    );
    expect((await lessons())[0]).toMatchObject({ positionSeconds: 7, completed: true });
    await db().query(`DELETE FROM lesson_progress WHERE user_id = $1`, [student.id]);
    expect((await lessons())[0]).toMatchObject({ positionSeconds: 0, completed: false });
  });

  it('refuses at once a session ended or a student deleted by any statement', async () => {
    const ended = await t.student();
    const deleted = await t.student();
    await me(ended.token).expect(200);
    await me(deleted.token).expect(200);
    await db().query(`UPDATE student_sessions SET ended_at = now() WHERE user_id = $1`, [ended.id]);
    await db().query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [deleted.id]);
    await me(ended.token).expect(401);
    await me(deleted.token).expect(401);
  });

  it('forgets everyone when many students change in one statement', async () => {
    const student = await t.student();
    await me(student.token).expect(200);
    // More than one notification lists: the change is announced as everyone's.
    await db().query(`
      INSERT INTO users (username, lastname, email, contact, password_hash)
      SELECT 'Bulk', 'Student', 'bulk.' || n || '@example.com', '+79123456789', 'x'
        FROM generate_series(1, 600) AS n`);
    await db().query(
      `UPDATE users SET balance = balance + 1 WHERE email LIKE 'bulk.%' OR id = $1`,
      [student.id],
    );
    expect((await me(student.token).expect(200)).body.data.balance).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('without the database announcements', () => {
  const listener = async () =>
    (
      await db().query<{ pid: number }[]>(
        `SELECT pid FROM pg_stat_activity WHERE application_name = $1`,
        [`academy student changes (${t.config.databaseSchema ?? 'public'})`],
      )
    ).map(({ pid }) => pid);

  it('reads every request from the database until it hears them again', async () => {
    const student = await t.student();
    await me(student.token).expect(200);
    const pids = await listener();
    expect(pids.length).toBeGreaterThan(0);
    await db().query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    await db().query(`UPDATE users SET balance = 77 WHERE id = $1`, [student.id]);
    expect((await me(student.token).expect(200)).body.data.balance).toBe(77);

    const deadline = Date.now() + 10_000;
    while ((await listener()).length === 0 && Date.now() < deadline) await sleep(100);
    expect(await listener()).not.toEqual([]);
    await db().query(`UPDATE users SET balance = 78 WHERE id = $1`, [student.id]);
    expect((await me(student.token).expect(200)).body.data.balance).toBe(78);
  });
});
