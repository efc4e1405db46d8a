import type {
  AdminReferralReward,
  ApiError,
  ApiKeyCreated,
  ApiKeyScope,
  CheckoutSessionResponse,
  ReferralSettings,
  ReferralSummary,
  TopReferrer,
  User,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '@academy/contracts';
import { currentUser } from './support/student-reads.js';
import { expectLedgersMatchBalances } from './support/ledger-balances.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { hasValidSignature, WebhookReceiver } from './support/webhook-receiver.js';

interface Student {
  id: number;
  token: string;
  email: string;
}

const ON: ReferralSettings = {
  enabled: true,
  rewardKind: 'amount',
  rewardValue: 15,
  maxRewardsPerReferrerPerMonth: 10,
};

describe('the referral programme', () => {
  let t: TestApp<'admin' | 'support'>;

  beforeAll(async () => {
    t = await createTestApp({
      staff: ['admin', 'support'],
      env: { PUBLIC_URL: 'https://academy.example', WEBHOOK_ALLOW_LOCAL_TARGETS: 'true' },
    });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgersMatchBalances(t));

  const settle = (settings: Partial<ReferralSettings> = {}) =>
    t.http
      .put('/api/admin/referral-settings')
      .set('Authorization', t.tokens.admin)
      .send({ ...ON, ...settings })
      .expect(200);

  const summary = async (student: Student) =>
    (await t.http.get('/api/referrals').set('token', student.token).expect(200))
      .body as ReferralSummary;

  /** A new student who registered from `referrer`'s link (or with the given ref). */
  const friendOf = async (referrer: Student | string, overrides = {}) => {
    const ref = typeof referrer === 'string' ? referrer : (await summary(referrer)).code;
    return t.student({ ref, username: 'Boris', lastname: 'ivanov', ...overrides });
  };

  /** A sandbox payment of `student`; returns its path on the sandbox page. */
  const checkout = async (student: Student, body: Record<string, unknown>) => {
    const response = await t.http
      .post('/api/create-checkout-session')
      .set('token', student.token)
      .send({ userId: student.id, ...body })
      .expect(303);
    return new URL((response.body as CheckoutSessionResponse).url).pathname;
  };
  const pay = async (student: Student, body: Record<string, unknown> = { course: 'gold' }) => {
    const path = await checkout(student, body);
    await t.http.post(`${path}/complete`).expect(303);
    return path.split('/').at(-1)!;
  };
  const refund = (paymentId: string) =>
    t.http
      .post(`/api/admin/payments/${paymentId}/refund`)
      .set('Authorization', t.tokens.admin)
      .send({ reason: 'Asked by the student' });
  const balanceOf = async (student: Student) => (await currentUser(t, student.token)).balance;
  const reasons = async (student: Student) =>
    (await t.ledger(student.id)).map((row) => [row.reason, row.delta]);

  it('gives every student one code and a link to the registration form', async () => {
    const student = await t.student();
    const first = await summary(student);
    expect(first).toEqual({
      code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      link: `https://academy.example/register?ref=${first.code}`,
      invited: 0,
      paid: 0,
      earned: 0,
      friends: [],
      rewards: [],
    });
    expect((await summary(student)).code).toBe(first.code);
    expect((await summary(await t.student())).code).not.toBe(first.code);
  });

  it('ignores an unknown or malformed ref at registration, and stores nothing', async () => {
    const referrer = await t.student();
    await summary(referrer);
    for (const ref of ['NOSUCHCODE', '', "x' OR 1=1", 'a'.repeat(300)]) {
      const student = await friendOf(ref);
      expect(await summary(student)).toMatchObject({ invited: 0 });
    }
    expect(await summary(referrer)).toMatchObject({ invited: 0 });
  });

  it('credits the referrer once when ten deliveries of the first success arrive at once', async () => {
    await settle({ rewardKind: 'percent', rewardValue: 10 });
    const referrer = await t.student();
    const friend = await friendOf(referrer);
    expect(await summary(referrer)).toMatchObject({
      invited: 1,
      paid: 0,
      friends: [{ friend: 'Boris I.', paid: false }],
    });
    const path = await checkout(friend, { course: 'gold' });
    await Promise.all(
      Array.from({ length: 10 }, () => t.http.post(`${path}/complete`).expect(303)),
    );
    expect(await reasons(referrer)).toEqual([['referral', 25]]);
    expect(await balanceOf(referrer)).toBe(25);
    expect(await summary(referrer)).toMatchObject({
      invited: 1,
      paid: 1,
      earned: 25,
      rewards: [{ friend: 'Boris I.', amount: 25, status: 'credited' }],
    });
    // A second payment of the same friend is not the first: nothing more.
    await pay(friend, { course: 'topup', price: 40 });
    expect(await balanceOf(referrer)).toBe(25);
  });

  it('sends referral.rewarded, signed, once, with the referrer and their reward credited', async () => {
    await settle();
    const receiver = new WebhookReceiver();
    await receiver.start();
    const endpoint = (
      await t.http
        .post('/api/admin/webhooks')
        .set('Authorization', t.tokens.admin)
        .send({ url: receiver.url, events: ['referral.rewarded'] })
        .expect(201)
    ).body as Required<WebhookEndpointRecord>;
    try {
      const referrer = await t.student();
      const friend = await friendOf(referrer);
      const path = await checkout(friend, { course: 'topup', price: 60 });
      await Promise.all(
        Array.from({ length: 5 }, () => t.http.post(`${path}/complete`).expect(303)),
      );
      await receiver.waitFor('the reward', () => receiver.eventsFor(referrer.id).length > 0);
      const [rewarded] = receiver.eventsFor(referrer.id);
      expect(hasValidSignature(rewarded, endpoint.secret)).toBe(true);
      expect(rewarded.headers['x-academy-event']).toBe('referral.rewarded');
      expect(rewarded.envelope).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'referral.rewarded',
        createdAt: expect.any(String),
        data: expect.objectContaining({ id: referrer.id, email: referrer.email, balance: 15 }),
      });
      const shown = (
        await t.http
          .get(`/api/admin/users/${referrer.id}`)
          .set('Authorization', t.tokens.admin)
          .expect(200)
      ).body as User;
      expect(Object.keys(rewarded.envelope.data).sort()).toEqual(Object.keys(shown).sort());
      // One event for one reward, however many times the success arrived; none about the friend.
      const log = (
        await t.http
          .get(`/api/admin/webhooks/${endpoint.id}/deliveries`)
          .set('Authorization', t.tokens.admin)
          .expect(200)
      ).body as WebhookDeliveryRecord[];
      expect(log).toEqual([expect.objectContaining({ eventType: 'referral.rewarded' })]);
      expect(receiver.eventsFor(friend.id)).toEqual([]);
    } finally {
      await t.http
        .delete(`/api/admin/webhooks/${endpoint.id}`)
        .set('Authorization', t.tokens.admin)
        .expect(200);
      await receiver.stop();
    }
  });

  it('takes the reward back when the first payment is refunded', async () => {
    await settle();
    const referrer = await t.student();
    const friend = await friendOf(referrer);
    const paymentId = await pay(friend, { course: 'topup', price: 60 });
    expect(await balanceOf(referrer)).toBe(15);
    await refund(paymentId).expect(200);
    expect(await reasons(referrer)).toEqual([
      ['referral', 15],
      ['referral_reversal', -15],
    ]);
    expect(await balanceOf(friend)).toBe(0);
    expect(await summary(referrer)).toMatchObject({
      earned: 0,
      rewards: [{ amount: 15, status: 'reversed' }],
    });
  });

  it('refuses the refund, saying what is missing, when the referrer has spent the reward', async () => {
    await settle();
    const referrer = await t.student();
    const friend = await friendOf(referrer);
    const paymentId = await pay(friend, { course: 'topup', price: 60 });
    await t.http
      .post(`/api/admin/users/${referrer.id}/balance-adjustments`)
      .set('Authorization', t.tokens.admin)
      .send({ amount: -10 })
      .expect(200);
    const refused = await refund(paymentId).expect(409);
    expect((refused.body as ApiError).message).toBe(
      "The referrer's balance is $10.00 short of the $15.00 referral reward to take back: nothing was changed",
    );
    expect(await balanceOf(referrer)).toBe(5);
    expect(await balanceOf(friend)).toBe(60);
  });

  it('rewards nobody for referring themselves with +tags or dots in the same mailbox', async () => {
    await settle();
    const referrer = await t.student({ email: `anna.lee${Date.now()}@example.com` });
    const [local, domain] = referrer.email.split('@');
    const self = await friendOf(referrer, {
      email: `${local.replace('.', '').toUpperCase()}+promo@${domain}`,
    });
    await pay(self);
    expect(await reasons(referrer)).toEqual([]);
    expect(await summary(referrer)).toMatchObject({ invited: 1, paid: 1, earned: 0, rewards: [] });
  });

  it('rewards nobody past the monthly cap, for a deleted referrer, or while the programme is off', async () => {
    await settle({ maxRewardsPerReferrerPerMonth: 1 });
    const referrer = await t.student();
    await pay(await friendOf(referrer));
    await pay(await friendOf(referrer));
    expect(await reasons(referrer)).toEqual([['referral', 15]]);

    const gone = await t.student();
    const orphan = await friendOf(gone);
    await t.http
      .delete(`/api/admin/users/${gone.id}`)
      .set('Authorization', t.tokens.admin)
      .expect(200);
    await pay(orphan);
    expect(await t.ledger(gone.id)).toEqual([]);

    await settle({ enabled: false });
    const idle = await t.student();
    await pay(await friendOf(idle));
    expect(await reasons(idle)).toEqual([]);
  });

  describe('the back office', () => {
    it('shows the settings to support, lets admins change them (audited) and checks them', async () => {
      await settle({ rewardKind: 'percent', rewardValue: 5, maxRewardsPerReferrerPerMonth: 3 });
      const read = await t.http
        .get('/api/admin/referral-settings')
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect(read.body).toEqual({
        enabled: true,
        rewardKind: 'percent',
        rewardValue: 5,
        maxRewardsPerReferrerPerMonth: 3,
      });
      await t.http
        .put('/api/admin/referral-settings')
        .set('Authorization', t.tokens.support)
        .send(ON)
        .expect(403);
      for (const wrong of [
        { rewardKind: 'percent', rewardValue: 101 },
        { rewardKind: 'gift' },
        { rewardValue: 0 },
        { maxRewardsPerReferrerPerMonth: 1.5 },
      ]) {
        await t.http
          .put('/api/admin/referral-settings')
          .set('Authorization', t.tokens.admin)
          .send({ ...ON, ...wrong })
          .expect(400);
      }
      const audit = await t.http
        .get('/api/admin/audit?filter={"action":"referral_settings"}')
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(audit.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'referral_settings',
            after: expect.objectContaining({ rewardValue: 5 }),
          }),
        ]),
      );
    });

    it('reads the settings with promotions:read, the scope they are changed beside', async () => {
      const keyWith = async (scopes: ApiKeyScope[]) =>
        (
          (
            await t.http
              .post('/api/admin/api-keys')
              .set('Authorization', t.tokens.admin)
              .send({ name: `referrals ${scopes.join(' ')}`, scopes })
              .expect(201)
          ).body as ApiKeyCreated
        ).key;
      const read = (key: string) =>
        t.http.get('/api/admin/referral-settings').set('Authorization', `Bearer ${key}`);
      await read(await keyWith(['promotions:read'])).expect(200);
      await read(await keyWith(['payments:read'])).expect(403);
    });

    it('lists top referrers and rewards', async () => {
      await settle();
      const referrer = await t.student({ username: 'Vera', lastname: 'Top' });
      await pay(await friendOf(referrer));
      await friendOf(referrer);
      const top = await t.http
        .get('/api/admin/referrals/top-referrers')
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect(top.body as TopReferrer[]).toContainEqual(
        expect.objectContaining({
          userId: referrer.id,
          name: 'Vera Top',
          invited: 2,
          paid: 1,
          rewards: 1,
          earned: 15,
        }),
      );
      const rewards = await t.http
        .get('/api/admin/referrals/rewards')
        .set('Authorization', t.tokens.support)
        .expect(200);
      expect((rewards.body as AdminReferralReward[])[0]).toMatchObject({
        referrerId: referrer.id,
        referrerName: 'Vera Top',
        friendName: 'Boris ivanov',
        amount: 15,
        status: 'credited',
        reversedAt: null,
      });
    });
  });
});
