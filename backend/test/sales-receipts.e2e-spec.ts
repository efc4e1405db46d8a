import { randomUUID } from 'node:crypto';
import { formatUsd } from '@academy/domain';
import type { ApiKeyCreated, ManualPayment, PaymentRecord } from '@academy/contracts';
import { STRONG_PASSWORD } from '@academy/contracts/testing';
import { SalesDocumentMailer } from '../src/modules/sales-receipts/sales-document-mailer.service.js';
import { binary, pdfText } from './support/pdf-text.js';
import { ownPayments } from './support/student-reads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const YEAR = new Date().getUTCFullYear();
const RECEIPT_NUMBER = new RegExp(`^TA-${YEAR}-\\d{6}$`);
const CREDIT_NOTE_NUMBER = new RegExp(`^CN-${YEAR}-\\d{6}$`);

interface Student {
  id: number;
  token: string;
  email: string;
}

describe('sales receipts and credit notes', () => {
  let t: TestApp<'admin' | 'support'>;
  let referenceCounter = 0;

  beforeAll(async () => {
    t = await createTestApp({
      staff: ['admin', 'support'],
      env: {
        PUBLIC_URL: 'https://academy.example',
        ACADEMY_LEGAL_NAME: 'Trading Academy LLC',
        ACADEMY_ADDRESS: '1 Market Street, Springfield',
        ACADEMY_SUPPORT_EMAIL: 'help@academy.example',
      },
    });
  });
  afterAll(() => t.close());

  const payByCard = async (student: Student, course = 'gold') => {
    const response = await t.http
      .post('/api/create-checkout-session')
      .set('token', student.token)
      .send({ userId: student.id, course })
      .expect(303);
    const { pathname } = new URL((response.body as { url: string }).url);
    await t.http.post(`${pathname}/complete`).expect(303);
    return pathname.split('/').at(-1)!;
  };

  const payManually = async (student: Student, body: object = { course: 'topup', price: 75 }) => {
    const response = await t.http
      .post('/api/payments/manual')
      .set('token', student.token)
      .send({ method: 'p2p', reference: `receipt-ref-${(referenceCounter += 1)}`, ...body })
      .expect(201);
    return (response.body as ManualPayment).id;
  };

  const confirm = (id: string) =>
    t.http
      .post(`/api/admin/payments/${id}/confirm`)
      .set('Authorization', t.tokens.support)
      .expect(200);

  const refund = (id: string) =>
    t.http
      .post(`/api/admin/payments/${id}/refund`)
      .set('Authorization', t.tokens.admin)
      .send({ reason: 'Asked by the student', reverseCredit: false })
      .expect(200);

  /** The PDF's bytes on 200; an error's JSON as it is, so the contract check can read it. */
  const download = (path: string, credentials: Record<string, string>) => {
    const request = t.http.get(path);
    for (const [header, value] of Object.entries(credentials)) request.set(header, value);
    return {
      expect: async (status: number) => {
        if (status !== 200) return request.expect(status);
        return request.buffer(true).parse(binary).expect(status);
      },
    };
  };

  const receiptOf = async (student: Student, paymentId: string): Promise<PaymentRecord> =>
    (await ownPayments(t, student.token)).find((payment) => payment.id === paymentId)!;

  describe('GET /api/payments/:id/receipt.pdf', () => {
    it('numbers a card payment and draws its receipt with the number, amount and name', async () => {
      const student = await t.student({ username: 'Anna', lastname: 'Petrova' });
      const paymentId = await payByCard(student);
      const record = await receiptOf(student, paymentId);
      expect(record.salesReceiptNumber).toMatch(RECEIPT_NUMBER);
      expect(record.creditNoteNumber).toBeNull();

      const response = await download(`/api/payments/${paymentId}/receipt.pdf`, {
        token: student.token,
      }).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${record.salesReceiptNumber}.pdf"`,
      );
      const text = await pdfText(response.body as Buffer);
      expect(text).toContain('Sales receipt');
      expect(text).toContain(record.salesReceiptNumber);
      expect(text).toContain('$250.00');
      expect(text).toContain('Anna Petrova');
      expect(text).toContain(student.email);
      expect(text).toContain('Gold course');
      expect(text).toContain('Trading Academy LLC');
      expect(text).toContain('Times are in the UTC time zone.');
    });

    it('dates the receipt in the time zone of the device the student last signed in on', async () => {
      const student = await t.student({ deviceTimeZone: 'America/New_York' });
      await t.http
        .post('/api/login')
        .send({ email: student.email, password: STRONG_PASSWORD, deviceTimeZone: 'Asia/Almaty' })
        .expect(200);
      const paymentId = await payByCard(student);
      const { paid_at: paidAt } = await receiptOf(student, paymentId);
      const inAlmaty = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Asia/Almaty',
      }).format(new Date(paidAt!));

      const response = await download(`/api/payments/${paymentId}/receipt.pdf`, {
        token: student.token,
      }).expect(200);
      const text = await pdfText(response.body as Buffer);
      expect(text).toContain(`${inAlmaty} Asia/Almaty`);
      expect(text).toContain('Times are in the Asia/Almaty time zone.');
      expect(text).not.toContain('UTC');
    });

    it('refuses a device time zone that is not an IANA name, and signs in without one', async () => {
      const student = await t.student();
      const refused = await t.http
        .post('/api/login')
        .send({ email: student.email, password: STRONG_PASSWORD, deviceTimeZone: 'Mars/Olympus' })
        .expect(400);
      expect(JSON.stringify(refused.body)).toContain(
        'Device time zone must be an IANA time zone such as Europe/Moscow',
      );
      await t.http
        .post('/api/login')
        .send({ email: student.email, password: STRONG_PASSWORD })
        .expect(200);
    });

    it('says which of the academy details are not set', async () => {
      const student = await t.student();
      const paymentId = await payByCard(student, 'silver');
      const response = await download(`/api/payments/${paymentId}/receipt.pdf`, {
        token: student.token,
      }).expect(200);
      const text = await pdfText(response.body as Buffer);
      expect(text).toMatch(/Tax ID\s*not set/);
      expect(text).toContain('1 Market Street, Springfield');
    });

    it('writes a Russian student’s receipt in Russian, Cyrillic included', async () => {
      const student = await t.student({ username: 'Борис', lastname: 'Иванов', locale: 'ru' });
      const paymentId = await payByCard(student, 'platinum');
      const response = await download(`/api/payments/${paymentId}/receipt.pdf`, {
        token: student.token,
      }).expect(200);
      const text = await pdfText(response.body as Buffer);
      expect(text).toContain('Квитанция об оплате');
      expect(text).toContain('Борис Иванов');
      expect(text).toContain('Курс Platinum');
      expect(text).toContain((await receiptOf(student, paymentId)).salesReceiptNumber);
    });

    it('numbers a manual payment when staff confirm it, and the desk shows the number', async () => {
      const student = await t.student();
      const paymentId = await payManually(student);
      expect((await receiptOf(student, paymentId)).salesReceiptNumber).toBeNull();
      await download(`/api/payments/${paymentId}/receipt.pdf`, { token: student.token }).expect(
        404,
      );
      const confirmed = await confirm(paymentId);
      expect(confirmed.body).toMatchObject({
        salesReceiptNumber: expect.stringMatching(RECEIPT_NUMBER),
      });
      const text = await pdfText(
        (
          await download(`/api/payments/${paymentId}/receipt.pdf`, {
            Authorization: t.tokens.support,
          }).expect(200)
        ).body as Buffer,
      );
      expect(text).toContain('$75.00');
      expect(text).toContain('Balance top-up');
      expect(text).toContain('Bank transfer (P2P)');
    });

    it('is for the student who paid, staff and API keys with payments:read; another student gets 404', async () => {
      const owner = await t.student();
      const other = await t.student();
      const paymentId = await payByCard(owner);
      const path = `/api/payments/${paymentId}/receipt.pdf`;
      const key = async (scopes: string[]) =>
        (
          (
            await t.http
              .post('/api/admin/api-keys')
              .set('Authorization', t.tokens.admin)
              .send({ name: `receipts ${randomUUID()}`, scopes })
              .expect(201)
          ).body as ApiKeyCreated
        ).key;

      await download(path, { token: owner.token }).expect(200);
      await download(path, { Authorization: t.tokens.support }).expect(200);
      await download(path, { Authorization: t.tokens.admin }).expect(200);
      await download(path, { 'X-API-Key': await key(['payments:read']) }).expect(200);
      await download(path, { 'X-API-Key': await key(['users:read']) }).expect(403);
      await download(path, { token: other.token }).expect(404);
      await download(path, {}).expect(401);
      await download(`/api/payments/${randomUUID()}/receipt.pdf`, {
        Authorization: t.tokens.support,
      }).expect(404);
      await download('/api/payments/not-a-uuid/receipt.pdf', { token: owner.token }).expect(404);
    });

    it('numbers 20 payments confirmed at once without a gap or a repeat', async () => {
      const students = await Promise.all(Array.from({ length: 20 }, () => t.student()));
      const ids = await Promise.all(students.map((student) => payManually(student)));
      const answers = await Promise.all(ids.map((id) => confirm(id)));
      const numbers = answers
        .map((answer) => (answer.body as { salesReceiptNumber: string }).salesReceiptNumber)
        .map((number) => Number(number.split('-')[2]))
        .sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers.at(-1)! - numbers[0]).toBe(19);
    });
  });

  describe('GET /api/payments/:id/credit-note.pdf', () => {
    it('issues a credit note on refund, in its own series, referring to the receipt', async () => {
      const student = await t.student({ username: 'Carla', lastname: 'Gomez' });
      const paymentId = await payByCard(student);
      const path = `/api/payments/${paymentId}/credit-note.pdf`;
      await download(path, { token: student.token }).expect(404);
      const refunded = await refund(paymentId);
      const { salesReceiptNumber, creditNoteNumber } = refunded.body as {
        salesReceiptNumber: string;
        creditNoteNumber: string;
      };
      expect(creditNoteNumber).toMatch(CREDIT_NOTE_NUMBER);
      expect((await receiptOf(student, paymentId)).creditNoteNumber).toBe(creditNoteNumber);

      const text = await pdfText(
        (await download(path, { token: student.token }).expect(200)).body as Buffer,
      );
      expect(text).toContain('Credit note');
      expect(text).toContain(creditNoteNumber);
      expect(text).toContain(salesReceiptNumber);
      expect(text).toContain('$250.00');
      expect(text).toContain('Asked by the student');
      await download(path, { token: (await t.student()).token }).expect(404);
      await download(path, { Authorization: t.tokens.support }).expect(200);
    });
  });

  describe('mails', () => {
    const mailer = () => t.app.get(SalesDocumentMailer);
    /** The subjects of the verification mails registration sent, which are no receipts. */
    const verificationSubjects = new Set<string>();
    /** A student, once their registration's verification mail, the only one, is set aside. */
    const registered = async (overrides?: Parameters<typeof t.student>[0]) => {
      const { result: student, messages } = await t.outbox.messagesDuring(() =>
        t.student(overrides),
      );
      const mine = messages.filter((message) => message.to === student.email);
      expect(mine).toHaveLength(1);
      verificationSubjects.add(mine[0].subject);
      return student;
    };
    const documentMailsTo = (email: string) =>
      t.outbox
        .messages()
        .filter((message) => message.to === email && !verificationSubjects.has(message.subject));
    /**
     * The student's receipt and credit-note mails once there are `count` of them: the scheduled run may hold a claimed
     * document while this one finds nothing left, so it waits for that mail to be written.
     */
    const mailsTo = async (email: string, count: number) => {
      for (let attempt = 0; ; attempt += 1) {
        await mailer().mailIssued();
        const mails = documentMailsTo(email);
        if (mails.length >= count || attempt === 50) return mails;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it('mails the receipt with its PDF, then the credit note, in the student’s language', async () => {
      const student = await registered({ username: 'Дарья', lastname: 'Смирнова', locale: 'ru' });
      const paymentId = await payByCard(student);
      const { salesReceiptNumber } = await receiptOf(student, paymentId);
      const [receiptMail] = await mailsTo(student.email, 1);
      expect(receiptMail.subject).toBe(
        `Квитанция ${salesReceiptNumber} на ${formatUsd(250, 'ru')}`,
      );
      expect(receiptMail.text).toContain('https://academy.example/settings');
      expect(receiptMail.attachments).toHaveLength(1);
      expect(receiptMail.attachments[0]).toMatchObject({
        filename: `${salesReceiptNumber}.pdf`,
        contentType: 'application/pdf',
      });
      const attached = await pdfText(receiptMail.attachments[0].content);
      expect(attached).toContain(salesReceiptNumber);
      expect(attached).toContain('Дарья Смирнова');

      await refund(paymentId);
      const mails = await mailsTo(student.email, 2);
      expect(mails).toHaveLength(2);
      const { creditNoteNumber } = await receiptOf(student, paymentId);
      const creditNoteMail = mails.find((mail) => mail.subject !== receiptMail.subject)!;
      expect(creditNoteMail.subject).toBe(
        `Кредит-нота ${creditNoteNumber} на ${formatUsd(250, 'ru')}`,
      );
      expect(creditNoteMail.attachments[0].filename).toBe(`${creditNoteNumber}.pdf`);
    });

    it('mails an English student in English, once', async () => {
      const student = await registered();
      const paymentId = await payByCard(student, 'silver');
      const { salesReceiptNumber } = await receiptOf(student, paymentId);
      await mailsTo(student.email, 1);
      await mailer().mailIssued();
      const mails = documentMailsTo(student.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Your receipt ${salesReceiptNumber} for $100.00`,
      ]);
    });
  });
});
