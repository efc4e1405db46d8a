import { DataSource } from 'typeorm';
import type { UserEnvelope } from '@academy/contracts';
import { MailService } from '../src/modules/mail/mail.service.js';
import { TrialMailsService } from '../src/modules/overdraft/trial-mails.service.js';
import type { MailMessage } from './support/mail-message.js';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { createTestApp, type TestApp } from './support/test-app.js';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe('trial mails', () => {
  let t: TestApp;
  let jobs: TrialMailsService;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://academy.example.com' } });
    jobs = t.app.get(TrialMailsService);
  });
  afterAll(() => t.close());

  /**
   * A student on the trial, in the given language, signed up on a device in `deviceTimeZone`
   * (none said when omitted); answers when the trial ends.
   */
  async function onTrial(locale: 'en' | 'ru' = 'en', username = 'Anna', deviceTimeZone?: string) {
    const student = await t.student({ username, deviceTimeZone });
    await t.app
      .get(DataSource)
      .query('UPDATE users SET locale = $2 WHERE id = $1', [student.id, locale]);
    const response = await t.http
      .post(`/api/user/overdraft/${student.id}`)
      .set('token', student.token)
      .expect(200);
    const endsAt = new Date((response.body as UserEnvelope).data.overdraft_expires_at!);
    return { ...student, endsAt };
  }

  /** A moment as a reader in `timeZone` using `language` writes it, without the zone. */
  const wallClock = (at: Date, language: string, timeZone: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
      at,
    );

  /** Runs the job(s) and answers the mails that went to this address. */
  async function mailsTo(email: string, run: () => Promise<unknown>): Promise<MailMessage[]> {
    const { messages } = await t.outbox.messagesDuring(run);
    return messages.filter((mail) => mail.to === email);
  }

  it('sends nothing while more than a day is left', async () => {
    const student = await onTrial();
    expect(await mailsTo(student.email, () => jobs.sendDue(new Date()))).toEqual([]);
    expect(
      await mailsTo(student.email, () =>
        jobs.sendDue(new Date(student.endsAt.getTime() - DAY_MS - 60_000)),
      ),
    ).toEqual([]);
  });

  it('reminds a day before the end, exactly once however often the job runs', async () => {
    const student = await onTrial('en', 'Anna');
    const dayBefore = new Date(student.endsAt.getTime() - DAY_MS + 60_000);
    const [mail, ...more] = await mailsTo(student.email, () => jobs.sendDue(dayBefore));
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Your $500 trial ends tomorrow');
    const when = wallClock(student.endsAt, 'en-GB', 'UTC');
    expect(mail.text).toContain('Hello Anna,');
    expect(mail.text).toContain(`Your $500 trading trial ends on ${when} UTC.`);
    expect(mail.text).toContain('https://academy.example.com/activate');

    const later = new Date(dayBefore.getTime() + HOUR_MS);
    expect(await mailsTo(student.email, () => jobs.sendDue(dayBefore))).toEqual([]);
    expect(await mailsTo(student.email, () => jobs.sendDue(later))).toEqual([]);
  });

  it('says the trial has ended once it has, exactly once, and no longer reminds', async () => {
    const student = await onTrial();
    const afterEnd = new Date(student.endsAt.getTime() + 60_000);
    const mails = await mailsTo(student.email, () => jobs.sendDue(afterEnd));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your $500 trial has ended']);
    expect(mails[0].text).toContain('Your $500 trading trial ended on');
    expect(
      await mailsTo(student.email, () => jobs.sendDue(new Date(afterEnd.getTime() + DAY_MS))),
    ).toEqual([]);
  });

  it('sends each mail once when several instances run the job at the same moment', async () => {
    const students = await Promise.all([onTrial(), onTrial(), onTrial()]);
    const endsAt = Math.max(...students.map((student) => student.endsAt.getTime()));
    const dayBefore = new Date(endsAt - DAY_MS + 60_000);
    const afterEnd = new Date(endsAt + 60_000);
    const { messages: read } = await t.outbox.messagesDuring(() =>
      Promise.all([jobs.sendDue(dayBefore), jobs.sendDue(dayBefore), jobs.sendDue(dayBefore)]).then(
        () => Promise.all([jobs.sendDue(afterEnd), jobs.sendDue(afterEnd)]),
      ),
    );
    for (const student of students) {
      expect(read.filter((mail) => mail.to === student.email).map((mail) => mail.subject)).toEqual([
        'Your $500 trial ends tomorrow',
        'Your $500 trial has ended',
      ]);
    }
  });

  it('writes to a Russian-speaking student in Russian', async () => {
    const student = await onTrial('ru', 'Борис');
    const when = wallClock(student.endsAt, 'ru-RU', 'UTC');
    const [reminder] = await mailsTo(student.email, () =>
      jobs.sendDue(new Date(student.endsAt.getTime() - HOUR_MS)),
    );
    // Russian writes the amount as Intl does: 500 and a no-break space before the sign.
    expect(reminder.subject).toBe('Пробный период с депозитом 500\u00a0$ закончится завтра');
    expect(reminder.text).toContain('Здравствуйте, Борис!');
    expect(reminder.text).toContain(
      `Ваш пробный период с торговым депозитом 500\u00a0$ закончится ${when} UTC.`,
    );
    expect(reminder.text).toContain('активируйте курс');
    const [ended] = await mailsTo(student.email, () =>
      jobs.sendDue(new Date(student.endsAt.getTime() + HOUR_MS)),
    );
    expect(ended.subject).toBe('Пробный период с депозитом 500\u00a0$ закончился');
    expect(ended.text).toContain(`закончился ${when} UTC`);
  });

  it('gives the end in the time zone of the device the student last signed in on', async () => {
    const student = await onTrial('en', 'Anna', 'America/New_York');
    await t.http
      .post('/api/login')
      .send({ email: student.email, password: STRONG_PASSWORD, deviceTimeZone: 'Asia/Kolkata' })
      .expect(200);
    const inKolkata = wallClock(student.endsAt, 'en-GB', 'Asia/Kolkata');
    const [reminder] = await mailsTo(student.email, () =>
      jobs.sendDue(new Date(student.endsAt.getTime() - HOUR_MS)),
    );
    expect(reminder.text).toContain(`ends on ${inKolkata} Asia/Kolkata.`);
    expect(reminder.text).not.toContain('UTC');
    const [ended] = await mailsTo(student.email, () =>
      jobs.sendDue(new Date(student.endsAt.getTime() + HOUR_MS)),
    );
    expect(ended.text).toContain(`ended on ${inKolkata} Asia/Kolkata,`);
  });

  it('tries again on the next run when a mail could not be sent', async () => {
    const student = await onTrial();
    const dayBefore = new Date(student.endsAt.getTime() - HOUR_MS);
    const send = vi.spyOn(t.app.get(MailService), 'send');
    send.mockRejectedValueOnce(new Error('SMTP is down'));
    try {
      expect(await mailsTo(student.email, () => jobs.sendDue(dayBefore))).toEqual([]);
    } finally {
      send.mockRestore();
    }
    const retried = await mailsTo(student.email, () => jobs.sendDue(dayBefore));
    expect(retried.map((mail) => mail.subject)).toEqual(['Your $500 trial ends tomorrow']);
  });

  it('sends no "ended" mail for a trial that ended more than a week ago', async () => {
    const student = await onTrial();
    const weekLater = new Date(student.endsAt.getTime() + 8 * DAY_MS);
    expect(await mailsTo(student.email, () => jobs.sendDue(weekLater))).toEqual([]);
  });

  it('mails nobody who never took the trial', async () => {
    const student = await t.student();
    expect(
      await mailsTo(student.email, () => jobs.sendDue(new Date(Date.now() + 3 * DAY_MS))),
    ).toEqual([]);
  });
});
