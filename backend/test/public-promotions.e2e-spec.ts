import type { PublicPromotion } from '@academy/contracts';
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

  it('lists the active public codes that have not ended, soonest ending first, without figures', async () => {
    const day = 24 * 3600 * 1000;
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
      startsAt: soon,
      endsAt: new Date(Date.now() + 400 * day).toISOString(),
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
    const off = await createPromoCode(t, t.tokens.admin, {
      code: aPromoCode('OFF'),
      public: true,
    });
    await t.http
      .put(`/api/admin/promo-codes/${off.id}`)
      .set('Authorization', t.tokens.admin)
      .send({ ...off, active: false })
      .expect(200);

    const student = await t.student();
    const listed = (await t.http.get('/api/promotions').set('token', student.token).expect(200))
      .body as PublicPromotion[];
    const ours = listed.filter((promo) =>
      [spring, flash, bonus, hidden, off].some((created) => created.code === promo.code),
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
    expect(ours[2]).toMatchObject({ kind: 'amount', value: 50, startsAt: soon });
  });
});
