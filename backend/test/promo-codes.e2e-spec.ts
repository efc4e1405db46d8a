import type { ApiError, AuditEntry, PromoCheckResponse, PromoCodeRecord } from '@academy/contracts';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { aPromoCode, createPromoCode, readPromoCode } from './support/promo-codes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The settings createPromoCode gives a code when the test names no other. */
const DEFAULT_SETTINGS = {
  kind: 'percent',
  value: 25,
  maxUsesPerStudent: 1,
  startsAt: null,
  endsAt: null,
  firstPurchaseOnly: false,
  public: false,
  bannerText: null,
};

describe('promo codes: /api/admin/promo-codes and POST /api/promo-codes/check', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgersMatchBalances(t));

  const post = (body: Record<string, unknown>) =>
    t.http.post('/api/admin/promo-codes').set('Authorization', t.tokens.admin).send(body);
  const put = (id: number, body: Record<string, unknown>) =>
    t.http.put(`/api/admin/promo-codes/${id}`).set('Authorization', t.tokens.admin).send(body);
  const check = (token: string, body: Record<string, unknown>) =>
    t.http.post('/api/promo-codes/check').set('token', token).send(body);

  describe('staff', () => {
    it('creates a code stored upper-case with its defaults and empty figures', async () => {
      const typed = aPromoCode().toLowerCase();
      const created = await createPromoCode(t, t.tokens.admin, { code: ` ${typed} ` });
      expect(created).toMatchObject({
        ...DEFAULT_SETTINGS,
        code: typed.toUpperCase(),
        appliesTo: ['gold'],
        maxUses: null,
        active: true,
        uses: 0,
        reserved: 0,
        revenue: 0,
        discountGiven: 0,
        bonusGiven: 0,
      });
    });

    it('refuses a code that exists in another case with 409', async () => {
      const code = aPromoCode();
      await createPromoCode(t, t.tokens.admin, { code });
      await post({
        code: code.toLowerCase(),
        kind: 'amount',
        value: 5,
        appliesTo: ['gold'],
      }).expect(409);
    });

    it('refuses endsAt before or at startsAt, a percent outside 1–100, and odd targets with 400', async () => {
      const base = { code: aPromoCode(), kind: 'percent', value: 10, appliesTo: ['gold'] };
      const startsAt = '2030-01-02T00:00:00.000Z';
      for (const endsAt of ['2030-01-01T00:00:00.000Z', startsAt]) {
        const refused = await post({ ...base, startsAt, endsAt }).expect(400);
        expect((refused.body as ApiError).errors).toEqual([
          expect.objectContaining({ field: 'endsAt' }),
        ]);
      }
      await post({ ...base, value: 0 }).expect(400);
      await post({ ...base, value: 101 }).expect(400);
      await post({ ...base, value: 12.5 }).expect(400);
      await post({ ...base, kind: 'topup-bonus', value: 101, appliesTo: ['topup'] }).expect(400);
      await post({ ...base, kind: 'percent', appliesTo: ['topup'] }).expect(400);
      await post({ ...base, kind: 'topup-bonus', appliesTo: ['gold'] }).expect(400);
      await post({ ...base, appliesTo: ['diamond'] }).expect(400);
      await post({ ...base, appliesTo: [] }).expect(400);
      await post({ ...base, kind: 'free' }).expect(400);
      await post({ ...base, code: 'no spaces' }).expect(400);
      await post({ ...base, value: 100 }).expect(201);
      await post({ ...base, code: aPromoCode(), kind: 'amount', value: 500 }).expect(201);
    });

    it('lists codes simple-rest style, with Content-Range, a search and getMany', async () => {
      const marker = aPromoCode('LISTED');
      const first = await createPromoCode(t, t.tokens.admin, { code: `${marker}A` });
      const second = await createPromoCode(t, t.tokens.admin, { code: `${marker}B` });
      const response = await t.http
        .get('/api/admin/promo-codes')
        .query({ filter: JSON.stringify({ q: marker.toLowerCase() }), sort: '["code","ASC"]' })
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect((response.body as PromoCodeRecord[]).map((code) => code.id)).toEqual([
        first.id,
        second.id,
      ]);
      expect(response.headers['content-range']).toBe('promo-codes 0-1/2');
      const many = await t.http
        .get('/api/admin/promo-codes')
        .query({ filter: JSON.stringify({ id: [second.id] }) })
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect(many.body).toEqual([expect.objectContaining({ id: second.id })]);
      await t.http
        .get('/api/admin/promo-codes/999999')
        .set('Authorization', t.tokens.support)
        .expect(404);
    });

    it('changes limits, dates and active through PUT with the whole record sent back', async () => {
      const created = await createPromoCode(t, t.tokens.admin);
      const response = await put(created.id, {
        ...created,
        maxUses: 3,
        endsAt: '2031-01-01T00:00:00.000Z',
        active: false,
        bannerText: 'A quarter off Gold',
      }).expect(200);
      expect(response.body).toMatchObject({
        id: created.id,
        maxUses: 3,
        endsAt: '2031-01-01T00:00:00.000Z',
        active: false,
        bannerText: 'A quarter off Gold',
      });
      await put(created.id, {
        ...created,
        startsAt: '2031-01-01T00:00:00.000Z',
        endsAt: '2030-01-01T00:00:00.000Z',
      }).expect(400);
    });

    it('deletes a code never used; support may read but not write', async () => {
      const created = await createPromoCode(t, t.tokens.admin);
      await t.http
        .delete(`/api/admin/promo-codes/${created.id}`)
        .set('Authorization', t.tokens.support)
        .expect(403);
      await post({ code: aPromoCode(), kind: 'amount', value: 5, appliesTo: ['gold'] })
        .set('Authorization', t.tokens.support)
        .expect(403);
      expect(await readPromoCode(t, t.tokens.support, created.id)).toMatchObject({
        id: created.id,
      });
      await t.http
        .delete(`/api/admin/promo-codes/${created.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      await readPromoCode(t, t.tokens.admin, created.id).catch(() => undefined);
      await t.http
        .get(`/api/admin/promo-codes/${created.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(404);
    });
  });

  describe('the audit trail', () => {
    it('records who created, changed, deactivated and deleted a code, with its settings before and after', async () => {
      const username = `promo.auditor.${Date.now()}`;
      const auditor = await t.staff('admin', username);
      const created = await createPromoCode(t, auditor, {
        maxUses: 5,
        appliesTo: ['gold', 'platinum'],
      });
      await put(created.id, { ...created, maxUses: 10 })
        .set('Authorization', auditor)
        .expect(200);
      // Saved unchanged, or refused: nothing to audit.
      await put(created.id, { ...created, maxUses: 10 })
        .set('Authorization', auditor)
        .expect(200);
      await put(created.id, { ...created, value: 101 })
        .set('Authorization', auditor)
        .expect(400);
      await put(created.id, { ...created, maxUses: 10, active: false })
        .set('Authorization', auditor)
        .expect(200);
      await t.http
        .delete(`/api/admin/promo-codes/${created.id}`)
        .set('Authorization', auditor)
        .expect(200);

      const response = await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ actor: username }) })
        .set('Authorization', t.tokens.admin)
        .expect(200);
      // Signing in is audited too; the code's entries are the rest.
      const entries = (response.body as AuditEntry[])
        .filter((entry) => entry.action.startsWith('promo_code_'))
        .sort((a, b) => a.id - b.id);
      const settings = { ...DEFAULT_SETTINGS, code: created.code, appliesTo: 'gold, platinum' };
      const asCreated = { ...settings, maxUses: 5, active: true };
      const raised = { ...settings, maxUses: 10, active: true };
      const off = { ...settings, maxUses: 10, active: false };
      expect(
        entries.map(({ action, before, after, targetUserId }) => ({
          action,
          before,
          after,
          targetUserId,
        })),
      ).toEqual([
        { action: 'promo_code_create', before: null, after: asCreated, targetUserId: null },
        { action: 'promo_code_update', before: asCreated, after: raised, targetUserId: null },
        { action: 'promo_code_deactivate', before: raised, after: off, targetUserId: null },
        { action: 'promo_code_delete', before: off, after: null, targetUserId: null },
      ]);
      expect(entries.every((entry) => entry.actorRole === 'admin')).toBe(true);
    });
  });

  describe('POST /api/promo-codes/check', () => {
    it('answers the final figures of each kind without holding a use', async () => {
      const student = await t.student();
      const percent = await createPromoCode(t, t.tokens.admin, { value: 25, maxUses: 1 });
      const amount = await createPromoCode(t, t.tokens.admin, { kind: 'amount', value: 30 });
      const whole = await createPromoCode(t, t.tokens.admin, { value: 100, appliesTo: ['silver'] });
      const over = await createPromoCode(t, t.tokens.admin, {
        kind: 'amount',
        value: 1000,
        appliesTo: ['platinum'],
      });
      const bonus = await createPromoCode(t, t.tokens.admin, {
        kind: 'topup-bonus',
        value: 10,
        appliesTo: ['topup'],
      });
      const answer = async (body: Record<string, unknown>) =>
        (await check(student.token, body).expect(200)).body as PromoCheckResponse;
      expect(await answer({ code: percent.code.toLowerCase(), course: 'gold' })).toEqual({
        code: percent.code,
        price: 187.5,
        discount: 62.5,
        bonus: 0,
      });
      expect(await answer({ code: amount.code, course: 'Gold' })).toEqual({
        code: amount.code,
        price: 220,
        discount: 30,
        bonus: 0,
      });
      expect(await answer({ code: whole.code, course: 'silver' })).toMatchObject({
        price: 1,
        discount: 99,
      });
      expect(await answer({ code: over.code, course: 'platinum' })).toMatchObject({
        price: 1,
        discount: 499,
      });
      expect(await answer({ code: bonus.code, course: 'topup', price: 155 })).toEqual({
        code: bonus.code,
        price: 155,
        discount: 0,
        bonus: 15.5,
      });
      // Checking twice holds nothing: the code of maxUses 1 still answers.
      await check(student.token, { code: percent.code, course: 'gold' }).expect(200);
      expect(await readPromoCode(t, t.tokens.admin, percent.id)).toMatchObject({
        uses: 0,
        reserved: 0,
      });
    });

    it('refuses with the code of each reason', async () => {
      const student = await t.student();
      const refusal = async (body: Record<string, unknown>, status: number) =>
        (await check(student.token, body).expect(status)).body as ApiError;
      expect(await refusal({ code: 'NOSUCHCODE', course: 'gold' }, 404)).toMatchObject({
        code: 'PROMO_UNKNOWN',
      });
      expect(await refusal({ code: '!', course: 'gold' }, 404)).toMatchObject({
        code: 'PROMO_UNKNOWN',
      });
      const later = await createPromoCode(t, t.tokens.admin, {
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(await refusal({ code: later.code, course: 'gold' }, 409)).toMatchObject({
        code: 'PROMO_NOT_STARTED',
      });
      const ended = await createPromoCode(t, t.tokens.admin, {
        startsAt: '2020-01-01T00:00:00.000Z',
        endsAt: '2020-02-01T00:00:00.000Z',
      });
      expect(await refusal({ code: ended.code, course: 'gold' }, 409)).toMatchObject({
        code: 'PROMO_EXPIRED',
      });
      const off = await createPromoCode(t, t.tokens.admin);
      await put(off.id, { ...off, active: false }).expect(200);
      expect(await refusal({ code: off.code, course: 'gold' }, 409)).toMatchObject({
        code: 'PROMO_EXPIRED',
      });
      const goldOnly = await createPromoCode(t, t.tokens.admin);
      expect(await refusal({ code: goldOnly.code, course: 'silver' }, 400)).toMatchObject({
        code: 'PROMO_NOT_APPLICABLE',
      });
      expect(await refusal({ code: goldOnly.code, course: 'topup', price: 50 }, 400)).toMatchObject(
        { code: 'PROMO_NOT_APPLICABLE' },
      );
      await check(student.token, { code: goldOnly.code, course: 'diamond' }).expect(400);
      await check(student.token, { code: goldOnly.code, course: 'topup', price: 0 }).expect(400);
      await t.http
        .post('/api/promo-codes/check')
        .send({ code: goldOnly.code, course: 'gold' })
        .expect(401);
    });
  });
});
