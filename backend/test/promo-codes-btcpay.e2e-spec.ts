import { DataSource } from 'typeorm';
import { btcpayApp, type BtcpayApp } from './support/btcpay-app.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { createPromoCode, readPromoCode } from './support/promo-codes.js';
import { currentUser, ownPayments } from './support/student-reads.js';

describe('promo codes on BTCPay crypto invoices', () => {
  let b: BtcpayApp<'admin'>;

  beforeAll(async () => {
    b = await btcpayApp(['admin']);
  });
  afterAll(() => b.close());
  afterEach(() => expectLedgersMatchBalances(b.t));

  const states = async (promoCodeId: number) =>
    (
      await b.t.app
        .get(DataSource)
        .query<{ state: string }[]>(`SELECT state FROM promo_code_uses WHERE promo_code_id = $1`, [
          promoCodeId,
        ])
    ).map((row) => row.state);

  it('asks BTCPay for the discounted price and consumes the use when the invoice settles', async () => {
    const promo = await createPromoCode(b.t, b.t.tokens.admin, { value: 25 });
    const student = await b.t.student();
    const { created, invoiceId } = await b.invoice(student.token, {
      course: 'gold',
      promoCode: promo.code,
    });
    expect(created).toMatchObject({
      amount: 187.5,
      listPrice: 250,
      discount: 62.5,
      promoCode: promo.code,
    });
    expect(b.fake.invoices.get(invoiceId)).toMatchObject({ amount: '187.50' });
    expect(await states(promo.id)).toEqual(['reserved']);
    b.fake.setStatus(invoiceId, 'Settled', 'None', 187.5);
    expect((await b.deliver(invoiceId)).status).toBe(200);
    expect(await currentUser(b.t, student.token)).toMatchObject({ course: 'GOLD' });
    expect(await b.desk(created.id)).toMatchObject({
      status: 'paid',
      promoCode: promo.code,
      listPrice: 250,
      discount: 62.5,
    });
    expect(await readPromoCode(b.t, b.t.tokens.admin, promo.id)).toMatchObject({
      uses: 1,
      revenue: 187.5,
      discountGiven: 62.5,
    });
  });

  it('credits a crypto top-up bonus beside the top-up', async () => {
    const promo = await createPromoCode(b.t, b.t.tokens.admin, {
      kind: 'topup-bonus',
      value: 5,
      appliesTo: ['topup'],
    });
    const student = await b.t.student();
    const { invoiceId } = await b.invoice(student.token, {
      course: 'topup',
      price: 100,
      promoCode: promo.code,
    });
    b.fake.setStatus(invoiceId, 'Settled', 'None', 100);
    await Promise.all(Array.from({ length: 5 }, () => b.deliver(invoiceId)));
    expect(await currentUser(b.t, student.token)).toMatchObject({ balance: 105 });
    const ledger = await b.t.ledger(student.id);
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['payment', 100],
      ['bonus', 5],
    ]);
  });

  it('releases the use of an invoice that expires unpaid', async () => {
    const promo = await createPromoCode(b.t, b.t.tokens.admin, {
      kind: 'amount',
      value: 50,
      appliesTo: ['silver'],
      maxUses: 1,
    });
    const student = await b.t.student();
    const { created, invoiceId } = await b.invoice(student.token, {
      course: 'silver',
      promoCode: promo.code,
    });
    expect(created).toMatchObject({ amount: 50, discount: 50 });
    b.fake.setStatus(invoiceId, 'Expired');
    await b.deliver(invoiceId, 'InvoiceExpired');
    expect((await ownPayments(b.t, student.token))[0]).toMatchObject({ status: 'expired' });
    expect(await states(promo.id)).toEqual(['released']);
    const other = await b.t.student();
    await b.invoice(other.token, { course: 'silver', promoCode: promo.code });
    expect(await states(promo.id)).toEqual(['released', 'reserved']);
  });
});
