import { DataSource } from 'typeorm';
import { BALANCE_LIMITS, ERROR_CODES } from '@academy/contracts';
import { BalanceRefused } from '../src/modules/users/balance/balance-refused.js';
import {
  BalanceService,
  type BalanceReason,
  type BalanceRequest,
} from '../src/modules/users/balance/balance.service.js';
import { UserEntity } from '../src/modules/users/user.entity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('BalanceService.change', () => {
  let t: TestApp;
  let balances: BalanceService;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    balances = t.app.get(BalanceService);
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const change = (userId: number, request: BalanceRequest, why: BalanceReason = staffSet) =>
    dataSource.transaction((manager) => balances.change(manager, userId, request, why));
  const staffSet: BalanceReason = { reason: 'admin_set' };
  const balanceOf = async (userId: number) =>
    (await dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId })).balance;
  const refusalOf = async (attempt: Promise<unknown>): Promise<BalanceRefused> => {
    const error = await attempt.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(BalanceRefused);
    return error as BalanceRefused;
  };

  it('adds in whole cents and writes the ledger row that explains the change', async () => {
    const { id } = await t.student();
    await change(id, { mode: 'set', amount: 0.1 });
    const added = await change(id, { mode: 'add', amount: 0.2 }, { reason: 'payment' });
    expect(added).toEqual({ before: 0.1, after: 0.3 });
    expect(await balanceOf(id)).toBe(0.3);
    const rows = await t.ledger(id);
    expect(rows.map((row) => [row.delta, row.balanceAfter, row.reason])).toEqual([
      [0.1, 0.1, 'admin_set'],
      [0.2, 0.3, 'payment'],
    ]);
  });

  it('sets the balance only while it is the one expected, else refuses with CONFLICT', async () => {
    const { id } = await t.student();
    await change(id, { mode: 'set', amount: 20, expected: 0 });
    const refusal = await refusalOf(change(id, { mode: 'set', amount: 5, expected: 0 }));
    expect(refusal).toMatchObject({ code: ERROR_CODES.CONFLICT, balance: 20, params: undefined });
    expect(refusal.getStatus()).toBe(409);
    expect(await balanceOf(id)).toBe(20);
    expect(await t.ledger(id)).toHaveLength(1);
  });

  it('refuses a result below zero with the balance it has, writing nothing', async () => {
    const { id } = await t.student();
    await change(id, { mode: 'set', amount: 3.5 });
    const refusal = await refusalOf(change(id, { mode: 'add', amount: -3.51 }));
    expect(refusal).toMatchObject({
      code: ERROR_CODES.BALANCE_BELOW_ZERO,
      balance: 3.5,
      params: { balance: 3.5 },
    });
    expect(refusal.getStatus()).toBe(400);
    expect(await balanceOf(id)).toBe(3.5);
    expect(await t.ledger(id)).toHaveLength(1);
  });

  it('refuses a result above the maximum, in either mode, writing nothing', async () => {
    const { id } = await t.student();
    await change(id, { mode: 'set', amount: BALANCE_LIMITS.max });
    for (const request of [
      { mode: 'add', amount: 0.01 },
      { mode: 'set', amount: BALANCE_LIMITS.max + 1 },
    ] as const) {
      const refusal = await refusalOf(change(id, request));
      expect(refusal).toMatchObject({
        code: ERROR_CODES.BALANCE_TOO_LARGE,
        params: { max: BALANCE_LIMITS.max },
      });
    }
    expect(await balanceOf(id)).toBe(BALANCE_LIMITS.max);
    expect(await t.ledger(id)).toHaveLength(1);
  });

  it('answers 404 NOT_FOUND for a user that does not exist', async () => {
    await expect(change(2_000_000_000, { mode: 'add', amount: 1 })).rejects.toMatchObject({
      code: ERROR_CODES.NOT_FOUND,
    });
  });
});
