import { TOPUP_LIMITS } from '@academy/contracts';

export interface AmountBounds {
  min: number;
  max: number;
}

/**
 * Whole cents of an amount in dollars: sums and comparisons of money are done in cents, so that
 * binary floating point never leaves a stray fraction or makes equal amounts differ.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The amount in dollars of a whole number of cents. */
export function fromCents(cents: number): number {
  return cents / 100;
}

export function formatBalance(amount: number): string {
  const text = amount.toFixed(2);
  // toFixed keeps the sign of tiny negatives that round to zero.
  return text === '-0.00' ? '0.00' : text;
}

// The shortest round-trip text of a number shows at most two decimals exactly when a
// person could have typed it as a cents amount; arithmetic on n * 100 would misjudge 0.29.
const CENTS_TEXT = /^-?\d+(\.\d{1,2})?$/;

/**
 * A finite number a person could have typed as dollars and cents: 1e-7, 1e309 (Infinity), NaN
 * and text are not amounts, whatever their bounds.
 */
export function isMoneyValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && CENTS_TEXT.test(String(value));
}

export function isValidMoneyAmount(value: unknown, bounds: AmountBounds): boolean {
  return isMoneyValue(value) && value >= bounds.min && value <= bounds.max;
}

export function isValidTopUpAmount(value: unknown): boolean {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= TOPUP_LIMITS.min &&
    value <= TOPUP_LIMITS.max
  );
}
