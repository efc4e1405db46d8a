import { DataSource } from 'typeorm';
import type {
  ApiError,
  ItemsEnvelope,
  LessonItem,
  LessonProgress,
  LessonProgressRequest,
} from '@academy/contracts';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('PUT /api/lessons/:id/progress', () => {
  let t: TestApp<'admin'>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** A student with every lesson open (PLATINUM), or only the demo (NONE). */
  async function studentWith(course: 'PLATINUM' | 'NONE') {
    const student = await t.student();
    await db.query('UPDATE users SET course = $2 WHERE id = $1', [student.id, course]);
    return student;
  }

  const save = (token: string, lessonId: number | string, body: unknown) =>
    t.http
      .put(`/api/lessons/${lessonId}/progress`)
      .set('token', token)
      .send(body as object);

  const saved = async (token: string, lessonId: number, body: LessonProgressRequest) =>
    (await save(token, lessonId, body).expect(200)).body as LessonProgress;

  const lessons = async (token?: string) => {
    const call = t.http.get('/api/lessons');
    if (token) void call.set('token', token);
    return ((await call.expect(200)).body as ItemsEnvelope<LessonItem>).data;
  };

  const progressOf = (data: LessonItem[]) =>
    data.map(({ id, positionSeconds, completed }) => ({ id, positionSeconds, completed }));

  it('stores the position, fractions included, and answers it', async () => {
    const { token } = await studentWith('PLATINUM');
    const before = Date.now();
    const answer = await saved(token, 3, { positionSeconds: 125.5 });
    expect(answer).toEqual({
      lessonId: 3,
      positionSeconds: 125.5,
      completed: false,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(answer.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await lessons(token))[3]).toMatchObject({ positionSeconds: 125.5, completed: false });

    expect(await saved(token, 3, { positionSeconds: 40 })).toMatchObject({ positionSeconds: 40 });
    expect((await lessons(token))[3].positionSeconds).toBe(40);
  });

  it('keeps a lesson completed once it was, whatever later saves say', async () => {
    const { token } = await studentWith('PLATINUM');
    expect(await saved(token, 2, { positionSeconds: 540, completed: true })).toMatchObject({
      completed: true,
    });
    expect(await saved(token, 2, { positionSeconds: 10, completed: false })).toMatchObject({
      positionSeconds: 10,
      completed: true,
    });
    expect(await saved(token, 2, { positionSeconds: 0 })).toMatchObject({ completed: true });
    expect((await lessons(token))[2]).toMatchObject({ positionSeconds: 0, completed: true });
  });

  it('accepts the bounds 0 and 24 hours', async () => {
    const { token } = await studentWith('PLATINUM');
    expect(await saved(token, 1, { positionSeconds: 0 })).toMatchObject({ positionSeconds: 0 });
    expect(await saved(token, 1, { positionSeconds: 86_400 })).toMatchObject({
      positionSeconds: 86_400,
    });
  });

  it.each<[string, unknown, string]>([
    ['a negative position', { positionSeconds: -1 }, 'positionSeconds cannot be negative'],
    [
      'a position beyond 24 hours',
      { positionSeconds: 86_400.5 },
      'positionSeconds cannot be more than 24 hours',
    ],
    [
      'a position as text',
      { positionSeconds: '12' },
      'positionSeconds must be a finite number of seconds',
    ],
    ['no position', {}, 'positionSeconds must be a finite number of seconds'],
    ['null', { positionSeconds: null }, 'positionSeconds must be a finite number of seconds'],
    [
      'completed as text',
      { positionSeconds: 1, completed: 'yes' },
      'completed must be true or false',
    ],
  ])('answers 400 with the field error for %s, and stores nothing', async (_, body, message) => {
    const { token } = await studentWith('PLATINUM');
    const response = await save(token, 1, body).expect(400);
    const error = response.body as ApiError;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.errors).toContainEqual({
      field: expect.stringMatching(/^(positionSeconds|completed)$/),
      message,
    });
    expect((await lessons(token))[1]).toMatchObject({ positionSeconds: 0, completed: false });
  });

  it('answers 400 for a position JSON can only spell as infinity (1e400)', async () => {
    const { token } = await studentWith('PLATINUM');
    const response = await t.http
      .put('/api/lessons/1/progress')
      .set('token', token)
      .set('Content-Type', 'application/json')
      .send('{"positionSeconds":1e400}')
      .expect(400);
    expect((response.body as ApiError).errors).toContainEqual({
      field: 'positionSeconds',
      message: 'positionSeconds must be a finite number of seconds',
    });
  });

  it('refuses unknown fields', async () => {
    const { token } = await studentWith('PLATINUM');
    await save(token, 1, { positionSeconds: 1, userId: 1 }).expect(400);
  });

  it('answers 403 CONTENT_LOCKED for a locked lesson and stores nothing; the demo is open', async () => {
    const { id, token } = await studentWith('NONE');
    const response = await save(token, 4, { positionSeconds: 30 }).expect(403);
    expect(response.body).toMatchObject({
      code: 'CONTENT_LOCKED',
      message: 'This lesson is only available for premium users',
    });
    expect(await saved(token, 0, { positionSeconds: 20 })).toMatchObject({ lessonId: 0 });
    const rows = await db.query<{ lesson_id: number }[]>(
      'SELECT lesson_id FROM lesson_progress WHERE user_id = $1',
      [id],
    );
    expect(rows).toEqual([{ lesson_id: 0 }]);
  });

  it('answers 404 for an unknown lesson and 400 for an id that is not a number', async () => {
    const { token } = await studentWith('PLATINUM');
    expect((await save(token, 8, { positionSeconds: 1 }).expect(404)).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Lesson not found',
    });
    await save(token, 'three', { positionSeconds: 1 }).expect(400);
  });

  it('answers 401 without a token', async () => {
    await t.http.put('/api/lessons/0/progress').send({ positionSeconds: 1 }).expect(401);
  });

  it("never shows one student's progress to another", async () => {
    const anna = await studentWith('PLATINUM');
    const boris = await studentWith('PLATINUM');
    await saved(anna.token, 1, { positionSeconds: 300, completed: true });
    await saved(anna.token, 5, { positionSeconds: 61.25 });
    await saved(boris.token, 5, { positionSeconds: 7 });

    const annas = progressOf(await lessons(anna.token));
    expect(annas.filter((lesson) => lesson.positionSeconds > 0 || lesson.completed)).toEqual([
      { id: 1, positionSeconds: 300, completed: true },
      { id: 5, positionSeconds: 61.25, completed: false },
    ]);
    const boriss = progressOf(await lessons(boris.token));
    expect(boriss.filter((lesson) => lesson.positionSeconds > 0 || lesson.completed)).toEqual([
      { id: 5, positionSeconds: 7, completed: false },
    ]);
    // A visitor sees nobody's progress.
    expect(
      progressOf(await lessons()).every(
        (lesson) => !lesson.completed && lesson.positionSeconds === 0,
      ),
    ).toBe(true);
  });

  it('lists every lesson with 0 and false for a student who opened none', async () => {
    const { token } = await studentWith('PLATINUM');
    expect(progressOf(await lessons(token))).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, positionSeconds: 0, completed: false })),
    );
  });

  it('keeps the progress of a lesson that has since locked again', async () => {
    const student = await studentWith('PLATINUM');
    await saved(student.token, 6, { positionSeconds: 90, completed: true });
    await db.query("UPDATE users SET course = 'NONE' WHERE id = $1", [student.id]);
    expect((await lessons(student.token))[6]).toMatchObject({
      isLocked: true,
      positionSeconds: 90,
      completed: true,
    });
    await save(student.token, 6, { positionSeconds: 95 }).expect(403);
  });

  it('keeps the completion when two saves race', async () => {
    const { token } = await studentWith('PLATINUM');
    await Promise.all([
      saved(token, 7, { positionSeconds: 540, completed: true }),
      saved(token, 7, { positionSeconds: 541 }),
      saved(token, 7, { positionSeconds: 539 }),
    ]);
    expect((await lessons(token))[7].completed).toBe(true);
  });
});
