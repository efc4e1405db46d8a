import { DataSource } from 'typeorm';
import type { Locale, User } from '@academy/contracts';
import { aRegistration, OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from '@academy/contracts/testing';
import type { MailMessage } from './support/mail-message.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://academy.example.test';
const WRONG_PASSWORD = 'Wr0ng!pass';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.http.post('/api/login').send({ email, password });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  t.http.put('/api/user/password').set('token', token).send({ currentPassword, newPassword });
const speakRussian = (token: string) =>
  t.http.patch('/api/user').set('token', token).send({ locale: 'ru' }).expect(200);

/** The token in a mail's /confirm-email?token=… link. */
function confirmationToken(mail: MailMessage): string {
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

describe('PUT /api/user/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const student = await t.student();
    const answer = await changePassword(student.token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Your password has been changed' });
    await login(student.email, STRONG_PASSWORD).expect(401);
    await login(student.email, OTHER_STRONG_PASSWORD).expect(200);
  });

  it('refuses a wrong current password with CURRENT_PASSWORD_INVALID and changes nothing', async () => {
    const student = await t.student();
    const answer = await changePassword(student.token, WRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      code: 'CURRENT_PASSWORD_INVALID',
      message: 'The current password is incorrect',
    });
    await login(student.email, STRONG_PASSWORD).expect(200);
  });

  it('counts a wrong current password as a failed sign-in: five lock the account from this address', async () => {
    const student = await t.student();
    for (let i = 0; i < 5; i += 1) {
      await changePassword(student.token, WRONG_PASSWORD, OTHER_STRONG_PASSWORD).expect(400);
    }
    const locked = await changePassword(student.token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(locked.status).toBe(429);
    await login(student.email, STRONG_PASSWORD).expect(429);
  });

  it('refuses a new password that breaks the registration rules', async () => {
    const student = await t.student();
    const answer = await changePassword(student.token, STRONG_PASSWORD, 'short');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'newPassword', message: 'Password must be at least 8 characters long' }],
    });
    await t.http
      .put('/api/user/password')
      .set('token', student.token)
      .send({ newPassword: OTHER_STRONG_PASSWORD })
      .expect(400);
  });

  it("ends the student's other sessions and keeps the one that changed it", async () => {
    const student = await t.student();
    const phone = (await login(student.email, STRONG_PASSWORD).expect(200)).body.token as string;
    await changePassword(student.token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD).expect(200);
    await t.http.get('/api/user').set('token', phone).expect(401);
    await t.http.get('/api/user').set('token', student.token).expect(200);
  });

  it('mails the student one notice, in English by default', async () => {
    const student = await t.student();
    const { messages } = await t.outbox.messagesDuring(() =>
      changePassword(student.token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD).expect(200),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: student.email,
      subject: 'Your Trading Academy password was changed',
    });
    expect(messages[0]?.text).toContain(`${PUBLIC_URL}/login`);
  });

  it("mails a Russian-speaking student's notice in Russian", async () => {
    const student = await t.student();
    await speakRussian(student.token);
    const { messages } = await t.outbox.messagesDuring(() =>
      changePassword(student.token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD).expect(200),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Пароль в Trading Academy изменён');
    expect(messages[0]?.text).toContain('Здравствуйте');
  });

  it('needs a signed-in student', async () => {
    await t.http
      .put('/api/user/password')
      .send({ currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD })
      .expect(401);
  });
});

describe('PATCH /api/user', () => {
  it('changes the names, the phone (in international format) and the language', async () => {
    const student = await t.student();
    const answer = await t.http
      .patch('/api/user')
      .set('token', student.token)
      .send({ username: '  Maria ', lastname: 'Ivanova', contact: '79120001122', locale: 'ru' })
      .expect(200);
    expect(answer.body).toMatchObject({
      status: 200,
      data: {
        username: 'Maria',
        lastname: 'Ivanova',
        contact: '+7 912 000 11 22',
        locale: 'ru',
        email: student.email,
      },
    });
    const me = await t.http.get('/api/user').set('token', student.token).expect(200);
    expect(me.body.data).toMatchObject({
      username: 'Maria',
      contact: '+7 912 000 11 22',
      locale: 'ru',
    });
  });

  it('leaves out what is not sent', async () => {
    const student = await t.student();
    const before = (await t.http.get('/api/user').set('token', student.token)).body.data;
    const answer = await t.http
      .patch('/api/user')
      .set('token', student.token)
      .send({ lastname: 'Sidorova' })
      .expect(200);
    expect(answer.body.data).toEqual({ ...before, lastname: 'Sidorova' });
  });

  it.each([
    [{ username: '' }, 'username'],
    [{ lastname: 42 }, 'lastname'],
    [{ contact: '123' }, 'contact'],
    [{ locale: 'de' }, 'locale'],
    [{ username: null }, 'username'],
  ])('refuses %j', async (body, field) => {
    const student = await t.student();
    const answer = await t.http.patch('/api/user').set('token', student.token).send(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    );
  });

  it('refuses a field the student may not set here, such as the e-mail or the balance', async () => {
    const student = await t.student();
    await t.http
      .patch('/api/user')
      .set('token', student.token)
      .send({ email: 'sneaky@example.com' })
      .expect(400);
    await t.http.patch('/api/user').set('token', student.token).send({ balance: 1000 }).expect(400);
  });
});

describe('POST /api/user/email and POST /api/user/email/confirm', () => {
  const requestChange = (token: string, email: string) =>
    t.outbox.messagesDuring(() =>
      t.http
        .post('/api/user/email')
        .set('token', token)
        .send({ email, currentPassword: STRONG_PASSWORD }),
    );
  const confirm = (token: string) => t.http.post('/api/user/email/confirm').send({ token });
  const me = async (token: string) =>
    (await t.http.get('/api/user').set('token', token).expect(200)).body.data as {
      email: string;
      pending_email: string | null;
    };

  it('keeps the new address pending, mails it a link and the old address a notice, each once', async () => {
    const student = await t.student();
    const { result, messages } = await requestChange(student.token, 'new.home@example.com');
    expect(result.status).toBe(202);
    expect(result.body).toEqual({
      message: 'We have sent a confirmation link to your new email address',
    });
    expect(await me(student.token)).toMatchObject({
      email: student.email,
      pending_email: 'new.home@example.com',
    });
    expect(messages.map((mail) => mail.to).sort()).toEqual(
      ['new.home@example.com', student.email].sort(),
    );
    const link = messages.find((mail) => mail.to === 'new.home@example.com');
    expect(link?.subject).toBe('Confirm your new Trading Academy e-mail');
    expect(link?.text).toContain(`${PUBLIC_URL}/confirm-email?token=`);
    const notice = messages.find((mail) => mail.to === student.email);
    expect(notice?.text).toContain('new.home@example.com');
    expect(notice?.text).not.toContain('/confirm-email');
  });

  it('makes the address the e-mail once the link is opened, and the student signs in with it', async () => {
    const student = await t.student();
    const { messages } = await requestChange(student.token, 'moved@example.com');
    const token = confirmationToken(messages.find((mail) => mail.to === 'moved@example.com')!);
    const answer = await confirm(token).expect(200);
    expect(answer.body).toEqual({ message: 'Your email has been changed' });
    expect(await me(student.token)).toMatchObject({
      email: 'moved@example.com',
      pending_email: null,
    });
    await login('moved@example.com', STRONG_PASSWORD).expect(200);
    await login(student.email, STRONG_PASSWORD).expect(401);
  });

  it('refuses a used link, an unknown one and an expired one with EMAIL_TOKEN_INVALID', async () => {
    const invalid = {
      statusCode: 400,
      code: 'EMAIL_TOKEN_INVALID',
      message: 'This email confirmation link is invalid or has expired',
    };
    const student = await t.student();
    const { messages } = await requestChange(student.token, 'once.only@example.com');
    const token = confirmationToken(messages.find((mail) => mail.to === 'once.only@example.com')!);
    await confirm(token).expect(200);
    expect((await confirm(token)).body).toEqual(invalid);
    expect((await confirm('x'.repeat(43))).body).toEqual(invalid);
    await confirm('short').expect(400);

    const late = await t.student();
    const mailed = await requestChange(late.token, 'too.late@example.com');
    const lateToken = confirmationToken(
      mailed.messages.find((mail) => mail.to === 'too.late@example.com')!,
    );
    await t.app
      .get(DataSource)
      .query(
        `UPDATE email_change_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [late.id],
      );
    expect((await confirm(lateToken)).body).toEqual(invalid);
    expect((await me(late.token)).email).toBe(late.email);
  });

  it('spends an earlier link when the student asks again for another address', async () => {
    const student = await t.student();
    const first = await requestChange(student.token, 'first.try@example.com');
    const firstToken = confirmationToken(
      first.messages.find((mail) => mail.to === 'first.try@example.com')!,
    );
    await requestChange(student.token, 'second.try@example.com');
    await confirm(firstToken).expect(400);
    expect((await me(student.token)).pending_email).toBe('second.try@example.com');
  });

  it("answers 409 EMAIL_TAKEN for another student's address, asked for or taken before the link is opened", async () => {
    const owner = await t.student();
    const student = await t.student();
    const { result, messages } = await requestChange(student.token, owner.email.toUpperCase());
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(messages).toHaveLength(0);

    const contested = await requestChange(student.token, 'contested@example.com');
    const token = confirmationToken(
      contested.messages.find((mail) => mail.to === 'contested@example.com')!,
    );
    await t.student({ email: 'contested@example.com' });
    const late = await confirm(token);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await me(student.token)).email).toBe(student.email);
  });

  it("leaves a staff member's e-mail change standing: the student's earlier link no longer works", async () => {
    const student = await t.student();
    const { messages } = await requestChange(student.token, 'asked.for@example.com');
    const token = confirmationToken(messages.find((mail) => mail.to === 'asked.for@example.com')!);
    await t.http
      .put(`/api/admin/users/${student.id}`)
      .set('Authorization', await t.staff('admin'))
      .send({ email: 'set.by.support@example.com' })
      .expect(200);
    expect(await me(student.token)).toMatchObject({
      email: 'set.by.support@example.com',
      pending_email: null,
    });
    expect((await confirm(token)).body).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });
    expect((await me(student.token)).email).toBe('set.by.support@example.com');
  });

  it('refuses an invalid address and the one the student already has', async () => {
    const student = await t.student();
    const invalid = await requestChange(student.token, 'not-an-email');
    expect(invalid.result.status).toBe(400);
    const same = await requestChange(student.token, student.email);
    expect(same.result.status).toBe(400);
    expect(same.messages).toHaveLength(0);
  });

  it("mails a Russian-speaking student's link and notice in Russian", async () => {
    const student = await t.student();
    await speakRussian(student.token);
    const { messages } = await requestChange(student.token, 'russian.box@example.com');
    expect(messages).toHaveLength(2);
    expect(messages.find((mail) => mail.to === 'russian.box@example.com')?.subject).toBe(
      'Подтвердите новый адрес почты в Trading Academy',
    );
    expect(messages.find((mail) => mail.to === student.email)?.subject).toBe(
      'Запрошена смена почты аккаунта Trading Academy',
    );
  });
});

describe('POST /api/reset-password in the student’s language', () => {
  it('mails the reset link in Russian to a Russian-speaking student, once', async () => {
    const student = await t.student();
    await speakRussian(student.token);
    const { messages } = await t.outbox.messagesDuring(() =>
      t.http.post('/api/reset-password').send({ email: student.email }).expect(200),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Сброс пароля в Trading Academy');
    expect(messages[0]?.text).toContain('в течение 30 минут');
    expect(messages[0]?.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
  });
});

describe('POST /api/register with a language', () => {
  it('keeps the language the student chose at registration, and none when none is sent', async () => {
    const russian = await t.student({ locale: 'ru' });
    const english = await t.student();
    const localeOf = async (token: string) =>
      ((await t.http.get('/api/user').set('token', token).expect(200)).body.data as User).locale;
    expect(await localeOf(russian.token)).toBe('ru');
    expect(await localeOf(english.token)).toBeNull();
    await t.http
      .post('/api/register')
      .send(aRegistration({ locale: 'de' as Locale }))
      .expect(400);
  });
});
