import type { ReferralSettings } from '@academy/contracts';
import { fromCents, toCents } from '@academy/domain';

export const dollarsOf = (cents: number): string => `$${fromCents(cents).toFixed(2)}`;

/** The reward in cents for a first payment of `amount` USD: a share of it, or a fixed sum. */
export function rewardCents(settings: ReferralSettings, amount: number): number {
  return settings.rewardKind === 'percent'
    ? Math.round((toCents(amount) * toCents(settings.rewardValue)) / 10_000)
    : toCents(settings.rewardValue);
}
