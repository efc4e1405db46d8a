import type { User, UserEnvelope } from '@academy/contracts';
import { aRegistration, STRONG_PASSWORD } from '@academy/contracts/testing';
import { createTestApp, type TestApp } from './support/test-app.js';

const RUSSIAN_VERIFY_SUBJECT = 'Подтвердите почту в Trading Academy';
const ENGLISH_VERIFY_SUBJECT = 'Confirm your Trading Academy e-mail';
const RUSSIAN_RESET_SUBJECT = 'Сброс пароля в Trading Academy';
const ENGLISH_RESET_SUBJECT = 'Reset your Trading Academy password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (token: string): Promise<User> =>
  ((await t.http.get('/api/user').set('token', token).expect(200)).body as UserEnvelope).data;

/** Registers with the body and Accept-Language given; answers the token and the mails sent. */
async function register(body: object, acceptLanguage?: string) {
  const registration = aRegistration(body);
  const request = t.http.post('/api/register');
  if (acceptLanguage) request.set('Accept-Language', acceptLanguage);
  const { result, messages } = await t.outbox.messagesDuring(() =>
    request.send(registration).expect(201),
  );
  return { email: registration.email, token: result.body.token as string, messages };
}

const resetSubject = async (email: string) => {
  const { messages } = await t.outbox.messagesDuring(() =>
    t.http.post('/api/reset-password').send({ email }).expect(200),
  );
  return messages[0]?.subject;
};

describe('POST /api/register without a language', () => {
  it('stores no language, and mails in the language of the device (Accept-Language)', async () => {
    const student = await register({}, 'ru-RU,ru;q=0.9,en;q=0.8');
    expect((await me(student.token)).locale).toBeNull();
    expect(student.messages[0]?.subject).toBe(RUSSIAN_VERIFY_SUBJECT);
    expect(await resetSubject(student.email)).toBe(RUSSIAN_RESET_SUBJECT);
  });

  it("prefers the app's deviceLocale to the header, and mails in English when neither says", async () => {
    const app = await register({ deviceLocale: 'ru' }, 'en-US');
    expect(app.messages[0]?.subject).toBe(RUSSIAN_VERIFY_SUBJECT);
    const script = await register({});
    expect(script.messages[0]?.subject).toBe(ENGLISH_VERIFY_SUBJECT);
  });

  it('refuses a device language the product does not speak', async () => {
    await t.http
      .post('/api/register')
      .send(aRegistration({ deviceLocale: 'de' as 'en' }))
      .expect(400);
  });
});

describe('POST /api/login and the language of mails', () => {
  it('follows the device the student last signed in on', async () => {
    const student = await register({}, 'en-US');
    await t.http
      .post('/api/login')
      .set('Accept-Language', 'uk-UA')
      .send({ email: student.email, password: STRONG_PASSWORD })
      .expect(200);
    expect(await resetSubject(student.email)).toBe(RUSSIAN_RESET_SUBJECT);
    await t.http
      .post('/api/login')
      .send({ email: student.email, password: STRONG_PASSWORD, deviceLocale: 'en' })
      .expect(200);
    expect(await resetSubject(student.email)).toBe(ENGLISH_RESET_SUBJECT);
    // A sign-in that names no language leaves the last device's as it was.
    await t.http
      .post('/api/login')
      .send({ email: student.email, password: STRONG_PASSWORD })
      .expect(200);
    expect(await resetSubject(student.email)).toBe(ENGLISH_RESET_SUBJECT);
  });

  it("keeps to the student's own choice whatever the device", async () => {
    const student = await register({}, 'ru-RU');
    await t.http.patch('/api/user').set('token', student.token).send({ locale: 'en' }).expect(200);
    await t.http
      .post('/api/login')
      .set('Accept-Language', 'ru-RU')
      .send({ email: student.email, password: STRONG_PASSWORD })
      .expect(200);
    expect((await me(student.token)).locale).toBe('en');
    expect(await resetSubject(student.email)).toBe(ENGLISH_RESET_SUBJECT);
  });
});
