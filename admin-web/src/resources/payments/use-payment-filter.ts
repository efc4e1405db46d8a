import { useListContext } from 'react-admin';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
  type AdminPayment,
  type PaymentFilter,
} from '@academy/contracts';

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => choice === value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * react-admin keeps a list's filter untyped and takes it from the address: each field is checked
 * against the contract, and what does not fit is left out rather than sent.
 */
export function toPaymentFilter(values: unknown): PaymentFilter {
  const source: Record<string, unknown> =
    typeof values === 'object' && values !== null ? { ...values } : {};
  const userId = Number(source.userId);
  const filter: PaymentFilter = {
    status: oneOf(PAYMENT_STATUSES, source.status),
    method: oneOf(PAYMENT_METHODS, source.method),
    provider: oneOf(PAYMENT_PROVIDER_NAMES, source.provider),
    userId: source.userId !== '' && Number.isInteger(userId) && userId > 0 ? userId : undefined,
    q: text(source.q),
    from: text(source.from),
    to: text(source.to),
    conflict: typeof source.conflict === 'boolean' ? source.conflict : undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/** The payments list's current filter, as the export sends it. */
export function usePaymentFilter(): PaymentFilter {
  return toPaymentFilter(useListContext<AdminPayment>().filterValues);
}
