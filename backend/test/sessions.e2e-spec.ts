import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import type { StudentSession } from '@academy/contracts';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from '@academy/contracts/testing';
import { resetTokenIn } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs the student in once more, as another device, and answers that token. */
async function signIn(email: string, userAgent = CHROME_ON_WINDOWS): Promise<string> {
  const answer = await t.http
    .post('/api/login')
    .set('User-Agent', userAgent)
    .send({ email, password: STRONG_PASSWORD })
    .expect(200);
  return answer.body.token as string;
}
const me = (token: string) => t.http.get('/api/user').set('token', token);
const sessionsOf = async (token: string) =>
  (await t.http.get('/api/user/sessions').set('token', token).expect(200)).body
    .data as StudentSession[];

describe('POST /api/logout', () => {
  it("ends this token's session at once and leaves the student's others open", async () => {
    const student = await t.student();
    const laptop = await signIn(student.email);
    const answer = await t.http.post('/api/logout').set('token', student.token).expect(200);
    expect(answer.body).toEqual({ message: 'Signed out' });
    await me(student.token).expect(401);
    await t.http.post('/api/logout').set('token', student.token).expect(401);
    await me(laptop).expect(200);
  });
});

describe('POST /api/logout-all', () => {
  it("ends every session of the student, this one included, and no one else's", async () => {
    const student = await t.student();
    const neighbour = await t.student();
    const laptop = await signIn(student.email);
    const answer = await t.http.post('/api/logout-all').set('token', laptop).expect(200);
    expect(answer.body).toEqual({ message: 'Signed out everywhere' });
    await me(laptop).expect(401);
    await me(student.token).expect(401);
    await me(neighbour.token).expect(200);
    await me(await signIn(student.email)).expect(200);
  });
});

describe('GET /api/user/sessions', () => {
  it('lists the open sessions with their device and address, the asking one marked current', async () => {
    const student = await t.student();
    const phone = await signIn(student.email, SAFARI_ON_IPHONE);
    const ended = await signIn(student.email);
    await t.http.post('/api/logout').set('token', ended).expect(200);
    const sessions = await sessionsOf(phone);
    expect(sessions).toHaveLength(2);
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Safari on iOS' });
    for (const session of sessions) {
      expect(session).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        device: expect.any(String),
        ip: expect.stringContaining('127.0.0.1'),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: expect.any(Boolean),
      });
    }
    expect((await sessionsOf(student.token)).find((session) => session.current)?.id).not.toBe(
      current[0]?.id,
    );
  });

  it("never shows another student's sessions", async () => {
    const student = await t.student();
    await t.student();
    expect(await sessionsOf(student.token)).toHaveLength(1);
  });
});

describe('DELETE /api/user/sessions/:id', () => {
  it('ends one session of the caller: its token is refused, the others stay', async () => {
    const student = await t.student();
    const laptop = await signIn(student.email);
    const target = (await sessionsOf(laptop)).find((session) => session.current)!;
    const answer = await t.http
      .delete(`/api/user/sessions/${target.id}`)
      .set('token', student.token)
      .expect(200);
    expect(answer.body).toEqual({ message: 'Signed out of that device' });
    await me(laptop).expect(401);
    await me(student.token).expect(200);
    expect((await sessionsOf(student.token)).map((session) => session.id)).not.toContain(target.id);
  });

  it("answers 404 for another student's session, an ended one and a malformed id", async () => {
    const student = await t.student();
    const neighbour = await t.student();
    const theirs = (await sessionsOf(neighbour.token))[0];
    await t.http.delete(`/api/user/sessions/${theirs.id}`).set('token', student.token).expect(404);
    await me(neighbour.token).expect(200);
    const laptop = await signIn(student.email);
    const ended = (await sessionsOf(laptop)).find((session) => session.current)!;
    await t.http.post('/api/logout').set('token', laptop).expect(200);
    await t.http.delete(`/api/user/sessions/${ended.id}`).set('token', student.token).expect(404);
    await t.http.delete('/api/user/sessions/not-a-uuid').set('token', student.token).expect(404);
  });
});

describe('sessions and passwords', () => {
  it('a password reset ends every session of the student', async () => {
    const student = await t.student();
    const laptop = await signIn(student.email);
    const { mails } = await t.outbox.during(() =>
      t.http.post('/api/reset-password').send({ email: student.email }).expect(200),
    );
    const token = resetTokenIn(mails[0] ?? '') ?? '';
    await t.http
      .post('/api/reset-password/confirm')
      .send({ token, password: OTHER_STRONG_PASSWORD })
      .expect(200);
    await me(student.token).expect(401);
    await me(laptop).expect(401);
  });

  it('a password change ends the other sessions only', async () => {
    const student = await t.student();
    const laptop = await signIn(student.email);
    await t.http
      .put('/api/user/password')
      .set('token', laptop)
      .send({ currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD })
      .expect(200);
    await me(student.token).expect(401);
    await me(laptop).expect(200);
    expect(await sessionsOf(laptop)).toHaveLength(1);
  });
});

describe('student tokens', () => {
  it('refuses a validly signed token without a session, as issued before sessions existed', async () => {
    const student = await t.student();
    const legacy = await t.app
      .get(JwtService)
      .signAsync(
        { sub: String(student.id), aud: 'student', pwd: Date.now() },
        { secret: t.config.jwtSecret, algorithm: 'HS256', expiresIn: 3600 },
      );
    await me(legacy).expect(401);
  });

  it('refuses a token whose session belongs to another student', async () => {
    const student = await t.student();
    const neighbour = await t.student();
    const theirs = (await sessionsOf(neighbour.token))[0];
    const forged = await t.app
      .get(JwtService)
      .signAsync(
        { sub: String(student.id), aud: 'student', sid: theirs.id },
        { secret: t.config.jwtSecret, algorithm: 'HS256', expiresIn: 3600 },
      );
    await me(forged).expect(401);
  });

  it('refuses the tokens of a deleted student', async () => {
    const admin = await t.staff('admin');
    const student = await t.student();
    await t.http.delete(`/api/admin/users/${student.id}`).set('Authorization', admin).expect(200);
    await me(student.token).expect(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const student = await t.student();
    const db = t.app.get(DataSource);
    const [session] = await sessionsOf(student.token);
    await db.query(
      `UPDATE student_sessions SET last_seen_at = now() - interval '10 minutes' WHERE id = $1`,
      [session.id],
    );
    await me(student.token).expect(200);
    const [{ seen: first }] = await db.query<{ seen: Date }[]>(
      `SELECT last_seen_at AS seen FROM student_sessions WHERE id = $1`,
      [session.id],
    );
    expect(Date.now() - new Date(first).getTime()).toBeLessThan(30_000);
    await me(student.token).expect(200);
    const [{ seen: second }] = await db.query<{ seen: Date }[]>(
      `SELECT last_seen_at AS seen FROM student_sessions WHERE id = $1`,
      [session.id],
    );
    expect(new Date(second).getTime()).toBe(new Date(first).getTime());
  });
});
