import type { AuditSnapshot } from '../audit/audit-log-entry.entity.js';
import type { PromoCodeEntity } from './promo-code.entity.js';

/** A promo code as the audit log keeps it: its settings, flat, without its figures. */
export function promoCodeSnapshot(code: PromoCodeEntity): AuditSnapshot {
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    appliesTo: code.appliesTo.join(', '),
    maxUses: code.maxUses,
    maxUsesPerStudent: code.maxUsesPerStudent,
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    firstPurchaseOnly: code.firstPurchaseOnly,
    public: code.public,
    bannerText: code.bannerText,
    active: code.active,
  };
}

/** A change that switches the code off is told apart, so staff can find who stopped a code. */
export function promoCodeChangeAction(
  before: PromoCodeEntity,
  after: PromoCodeEntity,
): 'promo_code_deactivate' | 'promo_code_update' {
  return before.active && !after.active ? 'promo_code_deactivate' : 'promo_code_update';
}
