import { randomUUID } from 'node:crypto';
import {
  CERTIFICATE_CODE_PATTERN,
  type AdminCertificate,
  type ApiError,
  type AuditEntry,
  type CertificateVerification,
  type OwnCertificate,
} from '@academy/contracts';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { DataSource } from 'typeorm';
import { DeletedUsersService } from '../src/modules/users/deleted/deleted-users.service.js';
import { binary, pdfText } from './support/pdf-text.js';
import { ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { SEED_LESSONS } from '@academy/contracts/seed';

interface Student {
  id: number;
  token: string;
  email: string;
}

const DAY_MS = 24 * 3600 * 1000;

describe('certificates', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({
      staff: ['admin', 'support'],
      env: { PUBLIC_URL: 'https://academy.example', ACADEMY_LEGAL_NAME: 'Trading Academy LLC' },
    });
  });
  afterAll(() => t.close());

  const buy = async (student: Student, course: string) => {
    const response = await t.http
      .post('/api/create-checkout-session')
      .set('token', student.token)
      .send({ userId: student.id, course })
      .expect(303);
    const { pathname } = new URL((response.body as { url: string }).url);
    await t.http.post(`${pathname}/complete`).expect(303);
    return pathname.split('/').at(-1)!;
  };

  const complete = (student: Student, lessonId: number) =>
    t.http
      .put(`/api/lessons/${lessonId}/progress`)
      .set('token', student.token)
      .send({ positionSeconds: 30, completed: true })
      .expect(200);

  const own = async (student: Student) =>
    (await t.http.get('/api/certificates').set('token', student.token).expect(200))
      .body as OwnCertificate[];

  const verify = (code: string) => t.http.get(`/api/certificates/${code}`);

  /** The holder's PDF of `code`: its content type and text. */
  const holderPdf = async (student: Student, code: string) => {
    const response = await t.http
      .get(`/api/certificates/${code}.pdf`)
      .set('token', student.token)
      .buffer(true)
      .parse(binary)
      .expect(200);
    return {
      type: response.headers['content-type'],
      text: await pdfText(response.body as Buffer),
    };
  };

  /** A Platinum student with every lesson but the last completed. */
  const almostDone = async (name = { username: 'Anna', lastname: 'Petrova' }) => {
    const student = await t.student(name);
    const paymentId = await buy(student, 'platinum');
    for (const lesson of SEED_LESSONS.slice(0, -1)) await complete(student, lesson.id);
    expect(await own(student)).toEqual([]);
    return { student, paymentId };
  };

  describe('issue', () => {
    it('issues the tier’s certificate once the last lesson, free one included, is completed', async () => {
      const { student } = await almostDone();
      await complete(student, SEED_LESSONS.at(-1)!.id);
      const [certificate] = await own(student);
      expect(certificate).toEqual({
        code: expect.stringMatching(CERTIFICATE_CODE_PATTERN),
        holderName: 'Anna Petrova',
        course: 'PLATINUM',
        issuedAt: expect.any(String),
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        lessonsCompleted: SEED_LESSONS.length,
        status: 'valid',
        revokedReason: null,
      });
      // No device of the student has said its time zone: the day is UTC's.
      expect(certificate.issuedOn).toBe(certificate.issuedAt.slice(0, 10));
      // Completing a lesson again issues nothing more.
      await complete(student, 0);
      expect(await own(student)).toHaveLength(1);
    });

    it('needs the free lesson too', async () => {
      const student = await t.student();
      await buy(student, 'platinum');
      for (const lesson of SEED_LESSONS.filter((lesson) => lesson.id !== 0)) {
        await complete(student, lesson.id);
      }
      expect(await own(student)).toEqual([]);
      await complete(student, 0);
      expect(await own(student)).toHaveLength(1);
    });

    it('issues one certificate when the last lessons are saved at the same time', async () => {
      const student = await t.student();
      await buy(student, 'platinum');
      await Promise.all(
        SEED_LESSONS.flatMap((lesson) => [
          complete(student, lesson.id),
          complete(student, lesson.id),
        ]),
      );
      expect(await own(student)).toHaveLength(1);
    });

    it('issues none for a tier that opens no lesson, nor for access through the balance', async () => {
      const silver = await t.student();
      await buy(silver, 'silver');
      await complete(silver, 0);
      expect(await own(silver)).toEqual([]);

      const rich = await t.student();
      await t.http
        .put(`/api/user/${rich.id}/balance`)
        .set('Authorization', t.tokens.admin)
        .send({ balance: 1000 })
        .expect(200);
      for (const lesson of SEED_LESSONS) await complete(rich, lesson.id);
      expect(await own(rich)).toEqual([]);
    });
  });

  describe('GET /api/certificates/:code', () => {
    it('answers anyone with the holder, course, date and status, and nothing personal', async () => {
      const { student } = await almostDone({ username: 'Boris', lastname: 'Ivanov' });
      await complete(student, SEED_LESSONS.at(-1)!.id);
      const [{ code, issuedAt, issuedOn }] = await own(student);
      const response = await verify(code.toLowerCase()).expect(200);
      expect(response.body).toEqual({
        code,
        holderName: 'Boris Ivanov',
        course: 'PLATINUM',
        issuedAt,
        issuedOn,
        status: 'valid',
      } satisfies CertificateVerification);
      expect(JSON.stringify(response.body)).not.toContain(student.email);
    });

    it('answers the day of issue where its holder was, the day the PDF states, on both routes', async () => {
      // 19:30 on 4 March in UTC is 00:30 on 5 March in Almaty (UTC+5): a reader in London
      // would take issuedAt for the 4th.
      const issuedAt = '2026-03-04T19:30:00.000Z';
      const student = await t.student({ deviceTimeZone: 'Asia/Almaty' });
      await buy(student, 'platinum');
      for (const lesson of SEED_LESSONS) await complete(student, lesson.id);
      const [{ code }] = await own(student);
      await t.app
        .get(DataSource)
        .query('UPDATE certificates SET issued_at = $2 WHERE code = $1', [code, issuedAt]);

      expect(await own(student)).toEqual([
        expect.objectContaining({ code, issuedAt, issuedOn: '2026-03-05' }),
      ]);
      expect((await verify(code).expect(200)).body).toMatchObject({
        issuedAt,
        issuedOn: '2026-03-05',
      });
      expect((await holderPdf(student, code)).text).toContain('Issued on 5 March 2026');
    });

    it('answers 404 for an unknown code and for what cannot be a code', async () => {
      const unknown = await verify('AAAA-BBBB-CCCC-DDDD-EEEE').expect(404);
      expect((unknown.body as ApiError).code).toBe('NOT_FOUND');
      await verify('not-a-code').expect(404);
    });
  });

  describe('GET /api/certificates/:code.pdf', () => {
    it('gives the holder a landscape PDF with the name, course and verify link; others 404', async () => {
      const { student } = await almostDone({ username: 'Carla', lastname: 'Gomez' });
      await complete(student, SEED_LESSONS.at(-1)!.id);
      const [{ code }] = await own(student);
      const { type, text } = await holderPdf(student, code);
      expect(type).toBe('application/pdf');
      expect(text).toContain('Certificate of completion');
      expect(text).toContain('Carla Gomez');
      expect(text).toContain('Trading Academy LLC');
      expect(text).toContain(`https://academy.example/certificates/${code}`);
      const other = await t.student();
      await t.http.get(`/api/certificates/${code}.pdf`).set('token', other.token).expect(404);
      await t.http.get(`/api/certificates/${code}.pdf`).expect(401);
    });

    it('writes a Russian student’s certificate in Russian', async () => {
      const student = await t.student({ username: 'Дарья', lastname: 'Смирнова', locale: 'ru' });
      await buy(student, 'platinum');
      for (const lesson of SEED_LESSONS) await complete(student, lesson.id);
      const [{ code }] = await own(student);
      const { text } = await holderPdf(student, code);
      expect(text).toContain('Сертификат о прохождении курса');
      expect(text).toContain('Дарья Смирнова');
    });

    it('states the calendar date of its issue in the holder’s time zone then, however often drawn', async () => {
      // 20:00 on 4 March in UTC is already 5 March on Kiritimati (UTC+14).
      const issuedAt = '2026-03-04T20:00:00Z';
      const issue = async (deviceTimeZone?: string) => {
        const student = await t.student({ deviceTimeZone });
        await buy(student, 'platinum');
        for (const lesson of SEED_LESSONS) await complete(student, lesson.id);
        const [{ code }] = await own(student);
        await t.app
          .get(DataSource)
          .query('UPDATE certificates SET issued_at = $2 WHERE code = $1', [code, issuedAt]);
        return { student, code };
      };

      const far = await issue('Pacific/Kiritimati');
      expect((await holderPdf(far.student, far.code)).text).toContain('Issued on 5 March 2026');
      await t.http
        .post('/api/login')
        .send({ email: far.student.email, password: STRONG_PASSWORD, deviceTimeZone: 'UTC' })
        .expect(200);
      const { text: redrawn } = await holderPdf(far.student, far.code);
      expect(redrawn).toContain('Issued on 5 March 2026');
      // A certificate is shown to others: it does not say where its holder lives.
      expect(redrawn).not.toContain('Kiritimati');

      const unknown = await issue();
      expect((await holderPdf(unknown.student, unknown.code)).text).toContain(
        'Issued on 4 March 2026',
      );
    });

    it('writes it in the device’s language for a student who chose none', async () => {
      const student = await t.student({ deviceLocale: 'ru' });
      await buy(student, 'platinum');
      for (const lesson of SEED_LESSONS) await complete(student, lesson.id);
      const [{ code }] = await own(student);
      expect((await holderPdf(student, code)).text).toContain('Сертификат о прохождении курса');
    });
  });

  describe('revocation', () => {
    const revoke = (code: string, token: string, reason: unknown = 'Issued in error') =>
      t.http
        .post(`/api/admin/certificates/${code}/revoke`)
        .set('Authorization', token)
        .send({ reason });

    const issued = async () => {
      const { student, paymentId } = await almostDone();
      await complete(student, SEED_LESSONS.at(-1)!.id);
      const [{ code }] = await own(student);
      return { student, paymentId, code };
    };

    it('lets staff with users:write revoke one, audited; the verify page says so', async () => {
      const { student, code } = await issued();
      await revoke(code, t.tokens.support).expect(403);
      await revoke(code, t.tokens.admin, '').expect(400);
      const answer = await revoke(code, t.tokens.admin).expect(200);
      expect(answer.body).toMatchObject({
        code,
        userId: student.id,
        status: 'revoked',
        revokedReason: 'Issued in error',
      } satisfies Partial<AdminCertificate>);
      expect((await verify(code).expect(200)).body).toMatchObject({
        status: 'revoked',
        revokedReason: 'Issued in error',
      });
      await revoke(code, t.tokens.admin).expect(409);
      await revoke('AAAA-BBBB-CCCC-DDDD-EEEE', t.tokens.admin).expect(404);
      const audit = (
        await t.http
          .get('/api/admin/audit')
          .query({ filter: JSON.stringify({ action: 'certificate_revoke' }) })
          .set('Authorization', t.tokens.admin)
          .expect(200)
      ).body as AuditEntry[];
      expect(audit.find((entry) => entry.targetUserId === student.id)).toMatchObject({
        action: 'certificate_revoke',
        after: { code, status: 'revoked', reason: 'Issued in error' },
      });
    });

    it('revokes the certificate a refunded course payment earned', async () => {
      const { student, paymentId, code } = await issued();
      await t.http
        .post(`/api/admin/payments/${paymentId}/refund`)
        .set('Authorization', t.tokens.admin)
        .send({ reason: 'Asked by the student' })
        .expect(200);
      expect((await ownPayments(t, student.token))[0].status).toBe('refunded');
      expect((await verify(code).expect(200)).body).toMatchObject({
        status: 'revoked',
        revokedReason: 'The course payment was refunded',
      });
    });

    it('revokes on account deletion, and the purge removes the holder’s name', async () => {
      const { student, code } = await issued();
      await t.http
        .delete(`/api/admin/users/${student.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect((await verify(code).expect(200)).body).toMatchObject({
        holderName: 'Anna Petrova',
        status: 'revoked',
        revokedReason: 'The account was deleted',
      });
      await t.app.get(DeletedUsersService).purgeExpired(new Date(Date.now() + 400 * DAY_MS));
      const purged = (await verify(code).expect(200)).body as CertificateVerification;
      expect(purged.holderName).toBe('Former student');
      expect(JSON.stringify(purged)).not.toContain('Petrova');
    });
  });

  describe('GET /api/admin/certificates', () => {
    it('lists certificates for users:read, filtered and counted as simple-rest reads them', async () => {
      const { code, student } = await (async () => {
        const done = await almostDone({ username: 'Listed', lastname: randomUUID().slice(0, 8) });
        await complete(done.student, SEED_LESSONS.at(-1)!.id);
        return { student: done.student, code: (await own(done.student))[0].code };
      })();
      const response = await t.http
        .get('/api/admin/certificates')
        .query({ filter: JSON.stringify({ q: code.toLowerCase() }), range: '[0,9]' })
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect(response.headers['content-range']).toBe('certificates 0-0/1');
      expect(response.body).toEqual([
        expect.objectContaining({ code, userId: student.id, status: 'valid' }),
      ]);
      const mine = await t.http
        .get('/api/admin/certificates')
        .query({ filter: JSON.stringify({ userId: student.id }) })
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect((mine.body as AdminCertificate[]).map((row) => row.code)).toEqual([code]);
      await t.http.get('/api/admin/certificates').set('token', student.token).expect(401);
    });
  });
});

describe('GET /api/certificates/:code rate limit (RATE_LIMIT_PER_IP=5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_IP: '5' } });
  });
  afterAll(() => t.close());

  it('refuses the caller who tries code after code', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.http.get(`/api/certificates/AAAA-BBBB-CCCC-DDDD-EEE${'ABCDE'[attempt]}`).expect(404);
    }
    const refused = await t.http.get('/api/certificates/AAAA-BBBB-CCCC-DDDD-EEEF').expect(429);
    expect((refused.body as ApiError).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
