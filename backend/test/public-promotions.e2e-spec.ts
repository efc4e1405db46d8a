import type { CheckoutSessionResponse, PublicPromotion } from '@academy/contracts';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { aPromoCode, createPromoCode } from './support/promo-codes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/promotions: the public promo codes students see', () => {
  let t: TestApp<'admin'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin'] });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgersMatchBalances(t));

  const day = 24 * 3600 * 1000;
  const listedCodes = async (token: string) =>
    (
      (await t.http.get('/api/promotions').set('token', token).expect(200))
        .body as PublicPromotion[]
    ).map((promo) => promo.code);

  it('lists the public codes a student can use now, soonest ending first, without figures', async () => {
    const soon = new Date(Date.now() + 2 * day).toISOString();
    const later = new Date(Date.now() + 30 * day).toISOString();
    const spring = await createPromoCode(t, t.tokens.admin, {
      code: aPromoCode('SPRING'),
      public: true,
      bannerText: 'Spring sale',
      appliesTo: ['gold', 'platinum'],
      endsAt: later,
    });
    const flash = await createPromoCode(t, t.tokens.admin, {
      code: aPromoCode('FLASH'),
      kind: 'amount',
      value: 50,
      public: true,
      startsAt: new Date(Date.now() - day).toISOString(),
      maxUses: 3,
    });
    const bonus = await createPromoCode(t, t.tokens.admin, {
      code: aPromoCode('BONUS'),
      kind: 'topup-bonus',
      value: 10,
      appliesTo: ['topup'],
      public: true,
      endsAt: soon,
    });
    const hidden = await createPromoCode(t, t.tokens.admin, { code: aPromoCode('HIDDEN') });

    const student = await t.student();
    const listed = (await t.http.get('/api/promotions').set('token', student.token).expect(200))
      .body as PublicPromotion[];
    const ours = listed.filter((promo) =>
      [spring, flash, bonus, hidden].some((created) => created.code === promo.code),
    );
    expect(ours.map((promo) => promo.code)).toEqual([bonus.code, spring.code, flash.code]);
    expect(ours[1]).toEqual({
      code: spring.code,
      kind: 'percent',
      value: 25,
      appliesTo: ['gold', 'platinum'],
      bannerText: 'Spring sale',
      startsAt: null,
      endsAt: later,
    });
    expect(ours[2]).toMatchObject({ kind: 'amount', value: 50, startsAt: flash.startsAt });
  });

  it('leaves out a code that is deactivated, has not started or has ended', async () => {
    const off = await createPromoCode(t, t.tokens.admin, { code: aPromoCode('OFF'), public: true });
    await t.http
      .put(`/api/admin/promo-codes/${off.id}`)
      .set('Authorization', t.tokens.admin)
      .send({ ...off, active: false })
      .expect(200);
    const early = await createPromoCode(t, t.tokens.admin, {
      code: aPromoCode('EARLY'),
      public: true,
      startsAt: new Date(Date.now() + day).toISOString(),
    });
    const over = await createPromoCode(t, t.tokens.admin, {
      code: aPromoCode('OVER'),
      public: true,
      startsAt: new Date(Date.now() - 2 * day).toISOString(),
      endsAt: new Date(Date.now() - day).toISOString(),
    });
    const listed = await listedCodes((await t.student()).token);
    for (const gone of [off, early, over]) expect(listed).not.toContain(gone.code);
  });

  it('leaves out a code whose uses are all reserved or consumed, and lists it again once one is released', async () => {
    const promo = await createPromoCode(t, t.tokens.admin, {
      code: aPromoCode('LAST'),
      public: true,
      maxUses: 2,
    });
    const pay = async () => {
      const student = await t.student();
      const session = await t.http
        .post('/api/create-checkout-session')
        .set('token', student.token)
        .send({ course: 'gold', promoCode: promo.code })
        .expect(303);
      return new URL((session.body as CheckoutSessionResponse).url).pathname;
    };
    const viewer = (await t.student()).token;
    const paid = await pay();
    await t.http.post(`${paid}/complete`).expect(303);
    expect(await listedCodes(viewer)).toContain(promo.code);
    const pending = await pay();
    expect(await listedCodes(viewer)).not.toContain(promo.code);
    await t.http.post(`${pending}/cancel`).expect(303);
    expect(await listedCodes(viewer)).toContain(promo.code);
  });
});
