import { describe, expect, it } from 'vitest';

import { resolvePurchase } from './purchase.js';
import { SEED_TIERS } from '@academy/contracts/seed';

describe('resolvePurchase', () => {
  it('prices each tier from the catalogue, whatever the client sends', () => {
    expect(resolvePurchase(SEED_TIERS, 'silver', 1)).toEqual({
      kind: 'course',
      tier: 'SILVER',
      amount: 100,
    });
    expect(resolvePurchase(SEED_TIERS, 'GOLD', '5')).toEqual({
      kind: 'course',
      tier: 'GOLD',
      amount: 250,
    });
    expect(resolvePurchase(SEED_TIERS, ' Platinum ')).toEqual({
      kind: 'course',
      tier: 'PLATINUM',
      amount: 500,
    });
  });

  it('takes a top-up of whole dollars from 1 to 100,000', () => {
    expect(resolvePurchase(SEED_TIERS, 'topup', 150)).toEqual({
      kind: 'topup',
      tier: null,
      amount: 150,
    });
    expect(resolvePurchase(SEED_TIERS, 'topup', '150')).toEqual({
      kind: 'topup',
      tier: null,
      amount: 150,
    });
    expect(resolvePurchase(SEED_TIERS, 'topup', 1)?.amount).toBe(1);
    expect(resolvePurchase(SEED_TIERS, 'topup', 100_000)?.amount).toBe(100_000);
  });

  it('refuses top-ups outside the limits or with cents', () => {
    for (const price of [0, -5, 100_001, 10.5, '10.5', '1e3', '', 'abc', null, undefined, NaN]) {
      expect(resolvePurchase(SEED_TIERS, 'topup', price)).toBeNull();
    }
  });

  it('refuses unknown products', () => {
    for (const course of ['diamond', 'NONE', '', 42, null]) {
      expect(resolvePurchase(SEED_TIERS, course, 100)).toBeNull();
    }
  });
});
