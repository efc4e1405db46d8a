import type { ManualPaymentMethod } from '@academy/contracts';

const HEX_PREFIX = '0x';

/**
 * A manual payment's reference as claims are compared: trimmed and lower-cased (transaction hashes
 * are hexadecimal, bank and order references are not told apart by case either), and for crypto
 * without the 0x that some wallets and explorers put before the same hash.
 */
export function claimReferenceKey(method: ManualPaymentMethod, reference: string): string {
  const key = reference.trim().toLowerCase();
  return method === 'crypto' && key.startsWith(HEX_PREFIX) && key.length > HEX_PREFIX.length
    ? key.slice(HEX_PREFIX.length)
    : key;
}
