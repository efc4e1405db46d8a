/** An absolute http(s) address, checked by `isPaymentUrl`. */
export type PaymentUrl = string & { readonly __brand: 'PaymentUrl' };

/**
 * Only an absolute http(s) address may take the student away to pay. A string that fails is
 * still a string, which is why the check narrows to PaymentUrl and not to string.
 */
export function isPaymentUrl(value: unknown): value is PaymentUrl {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
