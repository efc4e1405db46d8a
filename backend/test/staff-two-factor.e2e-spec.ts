import { DataSource } from 'typeorm';
import {
  STAFF_CHALLENGE_MAX_FAILURES,
  STAFF_RECOVERY_CODE_COUNT,
  type AdminTwoFactorChallenge,
  type TwoFactorSetup,
} from '@academy/contracts';
import { StaffAccountsService } from '../src/modules/staff-auth/staff-accounts.service.js';
import { StaffEntity } from '../src/modules/staff-auth/staff.entity.js';
import { StaffSignInChallengeEntity } from '../src/modules/staff-auth/two-factor/staff-sign-in-challenge.entity.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { stepWithRoomFor, totpAt } from './support/totp.js';

const PASSWORD = 'two-factor-staff-password';

describe('staff two-factor sign-in', () => {
  let t: TestApp<'admin' | 'support'>;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ staff: ['admin', 'support'] });
  });
  afterAll(() => t.close());

  const login = (username: string, password = PASSWORD) =>
    t.http.post('/api/admin/login').send({ username, password });

  /** A fresh account, signed in: its bearer header. */
  async function member(role: 'admin' | 'support' = 'support') {
    const username = `tfa.${role}.${(counter += 1)}`;
    await t.app.get(StaffAccountsService).upsert(username, PASSWORD, role);
    const bearer = `Bearer ${(await login(username).expect(200)).body.token}`;
    return { username, bearer };
  }

  /** Sets up and enables two-factor sign-in with the code of the step before `step`. */
  async function enrolled(role: 'admin' | 'support' = 'support') {
    const account = await member(role);
    const step = await stepWithRoomFor(15);
    const setup = (
      await t.http.post('/api/admin/2fa/setup').set('Authorization', account.bearer).expect(200)
    ).body as TwoFactorSetup;
    const enabled = await t.http
      .post('/api/admin/2fa/enable')
      .set('Authorization', account.bearer)
      .send({ code: await totpAt(setup.secret, step - 1) })
      .expect(200);
    return {
      ...account,
      secret: setup.secret,
      step,
      recoveryCodes: enabled.body.recoveryCodes as string[],
    };
  }

  type Enrolled = Awaited<ReturnType<typeof enrolled>>;

  const challengeOf = async (username: string) => {
    const body = (await login(username).expect(200)).body as AdminTwoFactorChallenge;
    expect(body).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    return body.challenge;
  };
  const second = (challenge: string, code: string) =>
    t.http.post('/api/admin/login/2fa').send({ challenge, code });

  describe('POST /api/admin/2fa/setup and /enable', () => {
    it('gives a base32 secret and its otpauth URL, and enabling answers ten recovery codes once', async () => {
      const account = await member();
      const setup = (
        await t.http.post('/api/admin/2fa/setup').set('Authorization', account.bearer).expect(200)
      ).body as TwoFactorSetup;
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
      expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
      const step = await stepWithRoomFor(10);
      const enabled = await t.http
        .post('/api/admin/2fa/enable')
        .set('Authorization', account.bearer)
        .send({ code: await totpAt(setup.secret, step) })
        .expect(200);
      const codes = enabled.body.recoveryCodes as string[];
      expect(codes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(STAFF_RECOVERY_CODE_COUNT);
      const status = await t.http
        .get('/api/admin/2fa')
        .set('Authorization', account.bearer)
        .expect(200);
      expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
      // Nothing readable is stored: the secret is encrypted, the recovery codes hashed.
      const [row] = await t.app
        .get(DataSource)
        .query(`SELECT totp_secret FROM staff WHERE username = $1`, [account.username]);
      expect(row.totp_secret).toMatch(/^v1:/);
      expect(row.totp_secret).not.toContain(setup.secret);
      const hashes = await t.app
        .get(DataSource)
        .query(`SELECT code_hash FROM staff_recovery_codes`);
      expect(JSON.stringify(hashes)).not.toContain(codes[0]);
    });

    it('refuses a wrong code with 400 and keeps two-factor sign-in off', async () => {
      const account = await member();
      await t.http.post('/api/admin/2fa/setup').set('Authorization', account.bearer).expect(200);
      const refused = await t.http
        .post('/api/admin/2fa/enable')
        .set('Authorization', account.bearer)
        .send({ code: '000000' })
        .expect(400);
      expect(refused.body.code).toBe('TWO_FACTOR_CODE_INVALID');
      expect((await login(account.username).expect(200)).body.token).toEqual(expect.any(String));
    });

    it('is for staff tokens only: an API key or no token is refused', async () => {
      await t.http.post('/api/admin/2fa/setup').expect(401);
      await t.http
        .post('/api/admin/2fa/setup')
        .set('X-Api-Key', 'ta_not_a_real_key_0000000000')
        .expect(401);
    });
  });

  describe('POST /api/admin/login/2fa', () => {
    it('answers a challenge instead of a token, and the next code signs in once', async () => {
      const account = await enrolled();
      const challenge = await challengeOf(account.username);
      const code = await totpAt(account.secret, account.step);
      const signedIn = await second(challenge, code).expect(200);
      expect(signedIn.body).toMatchObject({ role: 'support', username: account.username });
      await t.http
        .get('/api/admin/2fa')
        .set('Authorization', `Bearer ${signedIn.body.token}`)
        .expect(200);
      // The challenge is spent, and the same code on a new challenge is a replay.
      expect((await second(challenge, code).expect(401)).body.code).toBe(
        'TWO_FACTOR_CHALLENGE_INVALID',
      );
      const again = await challengeOf(account.username);
      expect((await second(again, code).expect(401)).body.code).toBe('TWO_FACTOR_CODE_INVALID');
      await second(again, await totpAt(account.secret, account.step + 1)).expect(200);
    });

    it('refuses the code that enabled two-factor sign-in', async () => {
      const account = await enrolled();
      const challenge = await challengeOf(account.username);
      await second(challenge, await totpAt(account.secret, account.step - 1)).expect(401);
    });

    it('spends a challenge after five wrong codes', async () => {
      const account = await enrolled();
      const challenge = await challengeOf(account.username);
      for (let attempt = 0; attempt < STAFF_CHALLENGE_MAX_FAILURES; attempt += 1) {
        expect((await second(challenge, '111111').expect(401)).body.code).toBe(
          'TWO_FACTOR_CODE_INVALID',
        );
      }
      const gone = await second(challenge, await totpAt(account.secret, account.step)).expect(401);
      expect(gone.body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    });

    it('gives a challenge five minutes, kept as its expiry in the database', async () => {
      const account = await enrolled();
      const before = Date.now();
      const body = (await login(account.username).expect(200)).body as AdminTwoFactorChallenge;
      const expiresAt = Date.parse(body.expiresAt);
      expect(expiresAt - before).toBeGreaterThanOrEqual(5 * 60_000 - 1_000);
      expect(expiresAt - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const { id } = await t.app
        .get(DataSource)
        .getRepository(StaffEntity)
        .findOneByOrFail({ username: account.username });
      const [row] = await t.app
        .get(DataSource)
        .getRepository(StaffSignInChallengeEntity)
        .find({ where: { staffId: id }, order: { expiresAt: 'DESC' }, take: 1 });
      expect(row?.expiresAt.getTime()).toBe(expiresAt);
    });

    it('refuses an expired challenge', async () => {
      const account = await enrolled();
      const challenge = await challengeOf(account.username);
      await t.app
        .get(DataSource)
        .getRepository(StaffSignInChallengeEntity)
        .createQueryBuilder()
        .update()
        .set({ expiresAt: () => "now() - interval '1 second'" })
        .execute();
      const gone = await second(challenge, await totpAt(account.secret, account.step)).expect(401);
      expect(gone.body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    });

    it('counts wrong codes toward the sign-in limits of the account and client', async () => {
      const account = await enrolled();
      const [first, other] = [
        await challengeOf(account.username),
        await challengeOf(account.username),
      ];
      // Five failures per account and client, then that client is refused: four wrong codes on
      // one challenge and one on another …
      for (let attempt = 0; attempt < 4; attempt += 1) await second(first, '222222').expect(401);
      await second(other, '222222').expect(401);
      // … and the right code, or even the right password, is refused before it is looked at.
      const code = await totpAt(account.secret, account.step);
      expect((await second(other, code).expect(429)).body.code).toBe('TOO_MANY_REQUESTS');
      await login(account.username).expect(429);
    });

    it('takes a recovery code once, audited', async () => {
      const account = await enrolled();
      const [recovery] = account.recoveryCodes;
      await second(await challengeOf(account.username), recovery.toLowerCase()).expect(200);
      const reused = await second(await challengeOf(account.username), recovery).expect(401);
      expect(reused.body.code).toBe('TWO_FACTOR_CODE_INVALID');
      const audit = await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ action: 'staff_2fa_recovery_code' }) })
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(audit.body).toContainEqual(
        expect.objectContaining({ after: { staff: account.username, recoveryCodesLeft: 9 } }),
      );
    });
  });

  describe('POST /api/admin/2fa/disable', () => {
    it.each([
      ['a TOTP code', (account: Enrolled) => totpAt(account.secret, account.step)],
      ['a recovery code', (account: Enrolled) => account.recoveryCodes[3]],
    ])('takes %s, and then the password alone signs in', async (_, codeOf) => {
      const account = await enrolled();
      await t.http
        .post('/api/admin/2fa/disable')
        .set('Authorization', account.bearer)
        .send({ code: '333333' })
        .expect(400);
      await t.http
        .post('/api/admin/2fa/disable')
        .set('Authorization', account.bearer)
        .send({ code: await codeOf(account) })
        .expect(204);
      expect((await login(account.username).expect(200)).body.token).toEqual(expect.any(String));
      const status = await t.http
        .get('/api/admin/2fa')
        .set('Authorization', account.bearer)
        .expect(200);
      expect(status.body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    });
  });

  describe('DELETE /api/admin/staff/:id/2fa', () => {
    it('lets admins reset another account, audited; support gets 403', async () => {
      const account = await enrolled();
      const id = (
        await t.app
          .get(DataSource)
          .getRepository(StaffEntity)
          .findOneByOrFail({ username: account.username })
      ).id;
      await t.http
        .delete(`/api/admin/staff/${id}/2fa`)
        .set('Authorization', t.tokens.support)
        .expect(403);
      await t.http
        .delete(`/api/admin/staff/${id}/2fa`)
        .set('Authorization', t.tokens.admin)
        .expect(204);
      expect((await login(account.username).expect(200)).body.token).toEqual(expect.any(String));
      await t.http
        .delete(`/api/admin/staff/${id}/2fa`)
        .set('Authorization', t.tokens.admin)
        .expect(409);
      await t.http
        .delete('/api/admin/staff/999999/2fa')
        .set('Authorization', t.tokens.admin)
        .expect(404);
      const audit = await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ action: 'staff_2fa_reset' }) })
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(audit.body[0]).toMatchObject({ actor: 'admin.1', after: { staff: account.username } });
    });
  });

  describe('PUT /api/admin/settings/security (require two-factor sign-in)', () => {
    afterEach(async () => {
      await t.http
        .put('/api/admin/settings/security')
        .set('Authorization', t.tokens.admin)
        .send({ requireTwoFactor: false })
        .expect(200);
    });

    it('is for admins, audited, and takes a member without it to enrolment with no token', async () => {
      const account = await member();
      await t.http
        .put('/api/admin/settings/security')
        .set('Authorization', t.tokens.support)
        .send({ requireTwoFactor: true })
        .expect(403);
      await t.http
        .put('/api/admin/settings/security')
        .set('Authorization', t.tokens.admin)
        .send({ requireTwoFactor: true })
        .expect(200, { requireTwoFactor: true });
      const answer = (await login(account.username).expect(200)).body;
      expect(answer).toEqual({
        twoFactorEnrolmentRequired: true,
        challenge: expect.any(String),
        expiresAt: expect.any(String),
      });
      // An enrolment challenge is not a second factor.
      expect((await second(answer.challenge, '123456').expect(401)).body.code).toBe(
        'TWO_FACTOR_CHALLENGE_INVALID',
      );
      const setup = (
        await t.http
          .post('/api/admin/login/2fa/setup')
          .send({ challenge: answer.challenge })
          .expect(200)
      ).body as TwoFactorSetup;
      const step = await stepWithRoomFor(10);
      await t.http
        .post('/api/admin/login/2fa/enable')
        .send({ challenge: answer.challenge, code: '000000' })
        .expect(401);
      const enrolled = await t.http
        .post('/api/admin/login/2fa/enable')
        .send({ challenge: answer.challenge, code: await totpAt(setup.secret, step) })
        .expect(200);
      expect(enrolled.body).toMatchObject({
        username: account.username,
        token: expect.any(String),
      });
      expect(enrolled.body.recoveryCodes).toHaveLength(STAFF_RECOVERY_CODE_COUNT);
      // Spent: the challenge cannot enrol again, nor set up a new secret.
      await t.http
        .post('/api/admin/login/2fa/setup')
        .send({ challenge: answer.challenge })
        .expect(401);
      // Required: it cannot be turned off by its owner.
      await t.http
        .post('/api/admin/2fa/disable')
        .set('Authorization', `Bearer ${enrolled.body.token}`)
        .send({ code: enrolled.body.recoveryCodes[0] })
        .expect(409);
      const audit = await t.http
        .get('/api/admin/audit')
        .query({ filter: JSON.stringify({ action: 'staff_security_settings' }) })
        .set('Authorization', t.tokens.admin)
        .expect(200);
      expect(audit.body[0]).toMatchObject({
        before: { requireTwoFactor: false },
        after: { requireTwoFactor: true },
      });
    });

    it('leaves API keys unaffected', async () => {
      const key = await t.http
        .post('/api/admin/api-keys')
        .set('Authorization', t.tokens.admin)
        .send({ name: 'reporting', scopes: ['stats:read'] })
        .expect(201);
      await t.http
        .put('/api/admin/settings/security')
        .set('Authorization', t.tokens.admin)
        .send({ requireTwoFactor: true })
        .expect(200);
      await t.http.get('/api/admin/stats/summary').set('X-Api-Key', key.body.key).expect(200);
    });
  });
});
