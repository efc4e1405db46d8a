import { OVERDRAFT_TRIAL } from '@academy/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function overdraftExpiry(activatedAt: Date): Date {
  return new Date(activatedAt.getTime() + OVERDRAFT_TRIAL.days * DAY_MS);
}

/** The trial deposit comes back, but never more than is there: a balance does not go negative. */
export function overdraftReclaimAmount(balance: number): number {
  return Math.min(OVERDRAFT_TRIAL.deposit, Math.max(balance, 0));
}
