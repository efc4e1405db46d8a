import type { PromoCodeRecord } from '@academy/contracts';
import type { AuditSnapshot } from '../audit/audit-log-entry.entity.js';
import { toPromoCodeRecord } from './promo-code-figures.js';
import type { PromoCodeEntity } from './promo-code.entity.js';

/** What staff set on a code, in the order the back office shows it; its figures are not audited. */
const SETTINGS = [
  'code',
  'kind',
  'value',
  'appliesTo',
  'maxUses',
  'maxUsesPerStudent',
  'startsAt',
  'endsAt',
  'firstPurchaseOnly',
  'public',
  'bannerText',
  'active',
] as const satisfies readonly (keyof PromoCodeRecord)[];

/** A promo code as the audit log keeps it: its settings, flat, the targets joined. */
export function promoCodeSnapshot(code: PromoCodeEntity): AuditSnapshot {
  const record = toPromoCodeRecord(code);
  return Object.fromEntries(
    SETTINGS.map((key) => {
      const value = record[key];
      return [key, Array.isArray(value) ? value.join(', ') : value];
    }),
  );
}

/** A change that switches the code off is told apart, so staff can find who stopped a code. */
export function promoCodeChangeAction(
  before: PromoCodeEntity,
  after: PromoCodeEntity,
): 'promo_code_deactivate' | 'promo_code_update' {
  return before.active && !after.active ? 'promo_code_deactivate' : 'promo_code_update';
}
