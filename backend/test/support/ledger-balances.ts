import { DataSource } from 'typeorm';
import type { StaffRole } from '@academy/contracts';
import type { TestApp } from './test-app.js';

/**
 * Reconciliation: every user's balance equals the sum of their ledger rows, and each row's
 * balance_after is the running sum. Call it after every scenario that moves money.
 */
export async function expectLedgersMatchBalances<Role extends StaffRole>(
  t: TestApp<Role>,
): Promise<void> {
  const mismatches = await t.app.get(DataSource).query<unknown[]>(
    `SELECT u.id, u.balance::text AS balance, coalesce(sum(l.delta), 0)::text AS ledger
       FROM users u LEFT JOIN balance_ledger l ON l.user_id = u.id
      GROUP BY u.id, u.balance
     HAVING u.balance <> coalesce(sum(l.delta), 0)`,
  );
  expect(mismatches).toEqual([]);
  const broken = await t.app.get(DataSource).query<unknown[]>(
    `SELECT id, user_id FROM (
       SELECT id, user_id, balance_after,
              sum(delta) OVER (PARTITION BY user_id ORDER BY id) AS running
         FROM balance_ledger) rows
      WHERE balance_after <> running`,
  );
  expect(broken).toEqual([]);
}
