import type { PaymentRecord, PaymentsEnvelope, User, UserEnvelope } from '@academy/contracts';
import { binary, pdfText } from './pdf-text.js';
import type { TestApp } from './test-app.js';

/** GET /api/user as the student sees it. */
export async function currentUser(t: TestApp, token: string): Promise<User> {
  return ((await t.http.get('/api/user').set('token', token).expect(200)).body as UserEnvelope)
    .data;
}

/** GET /api/payments: the student's own payments, newest first. */
export async function ownPayments(t: TestApp, token: string): Promise<PaymentRecord[]> {
  return (
    (await t.http.get('/api/payments').set('token', token).expect(200)).body as PaymentsEnvelope
  ).data;
}

/** The text of the sales receipt the student downloads for one of their payments. */
export async function ownReceiptText(
  t: TestApp,
  token: string,
  paymentId: string,
): Promise<string> {
  const response = await t.http
    .get(`/api/payments/${paymentId}/receipt.pdf`)
    .set('token', token)
    .buffer(true)
    .parse(binary)
    .expect(200);
  return pdfText(response.body as Buffer);
}
