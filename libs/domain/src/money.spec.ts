import { describe, expect, it } from 'vitest';
import {
  formatBalance,
  fromCents,
  isMoneyValue,
  isValidMoneyAmount,
  isValidTopUpAmount,
  toCents,
} from './money.js';

describe('toCents and fromCents', () => {
  it('count whole cents, so that sums of dollars come out exact', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(-20.25)).toBe(-2025);
    expect(toCents(0.1) + toCents(0.2)).toBe(toCents(0.3));
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
    expect(fromCents(toCents(999_999_999_999.99))).toBe(999_999_999_999.99);
  });
});

describe('formatBalance', () => {
  it('always shows two decimals', () => {
    expect(formatBalance(1234.5)).toBe('1234.50');
    expect(formatBalance(0)).toBe('0.00');
    expect(formatBalance(500)).toBe('500.00');
    expect(formatBalance(-20.25)).toBe('-20.25');
  });

  it('never shows a negative zero', () => {
    expect(formatBalance(-0.001)).toBe('0.00');
  });
});

describe('isMoneyValue', () => {
  it('accepts finite numbers with at most two decimals, of either sign', () => {
    for (const value of [0, 250.5, -20.25, 999_999_999_999.99])
      expect(isMoneyValue(value)).toBe(true);
  });

  it('rejects numbers written with an exponent, however small or large', () => {
    for (const value of [1e-7, -1e-7, 1e21, Number.MAX_VALUE])
      expect(isMoneyValue(value)).toBe(false);
  });

  it('rejects NaN, infinities and text', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 'NaN', '1.5']) {
      expect(isMoneyValue(value)).toBe(false);
    }
  });
});

describe('isValidMoneyAmount', () => {
  const bounds = { min: 0, max: 1_000_000 };

  it('accepts numbers with up to two decimals inside the bounds', () => {
    expect(isValidMoneyAmount(0, bounds)).toBe(true);
    expect(isValidMoneyAmount(0.29, bounds)).toBe(true);
    expect(isValidMoneyAmount(1234.5, bounds)).toBe(true);
    expect(isValidMoneyAmount(999_999.99, bounds)).toBe(true);
    expect(isValidMoneyAmount(1_000_000, bounds)).toBe(true);
  });

  it('rejects more than two decimals', () => {
    expect(isValidMoneyAmount(1.005, bounds)).toBe(false);
    expect(isValidMoneyAmount(0.1 + 0.2, bounds)).toBe(false);
  });

  it('rejects amounts outside the bounds', () => {
    expect(isValidMoneyAmount(-0.01, bounds)).toBe(false);
    expect(isValidMoneyAmount(1_000_000.01, bounds)).toBe(false);
  });

  it('rejects anything that is not a finite number', () => {
    for (const value of ['100', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(isValidMoneyAmount(value, { min: -Infinity, max: Infinity })).toBe(false);
    }
  });
});

describe('isValidTopUpAmount', () => {
  it('accepts whole dollars from 1 to 100000', () => {
    expect(isValidTopUpAmount(1)).toBe(true);
    expect(isValidTopUpAmount(50)).toBe(true);
    expect(isValidTopUpAmount(100_000)).toBe(true);
  });

  it('rejects cents, zero, negatives and amounts over the limit', () => {
    expect(isValidTopUpAmount(10.5)).toBe(false);
    expect(isValidTopUpAmount(0)).toBe(false);
    expect(isValidTopUpAmount(-5)).toBe(false);
    expect(isValidTopUpAmount(100_001)).toBe(false);
  });

  it('rejects non-numbers', () => {
    expect(isValidTopUpAmount('50')).toBe(false);
    expect(isValidTopUpAmount(null)).toBe(false);
  });
});
