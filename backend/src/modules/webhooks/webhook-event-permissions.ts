import { roleHasPermission, type StaffPermission, type WebhookEventType } from '@academy/contracts';
import { apiKeyHasPermission } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { eventsBeyondReach } from './webhooks.errors.js';

/**
 * The permission that reads what each event carries: a subscription delivers the user or the
 * payment, so it is a read of them and needs what reading them through the API needs.
 */
const WEBHOOK_EVENT_PERMISSIONS: Record<WebhookEventType, StaffPermission> = {
  'user.registered': 'users:read',
  'user.updated': 'users:read',
  'user.deleted': 'users:read',
  'user.restored': 'users:read',
  'balance.changed': 'users:read',
  'course.changed': 'users:read',
  'overdraft.started': 'users:read',
  'overdraft.ended': 'users:read',
  'payment.succeeded': 'payments:read',
  'payment.refunded': 'payments:read',
  'payment.failed': 'payments:read',
  'receipt.issued': 'payments:read',
  'certificate.issued': 'users:read',
  'catalogue.changed': 'catalogue:read',
  'promo.redeemed': 'promotions:read',
  'referral.rewarded': 'users:read',
};

function holds(actor: StaffActor, permission: StaffPermission): boolean {
  return actor.kind === 'api-key'
    ? apiKeyHasPermission(actor, permission)
    : roleHasPermission(actor.role, permission);
}

/** 403 naming the missing permission when the caller may not read what an event carries. */
export function refuseEventsBeyondReach(
  actor: StaffActor,
  events: readonly WebhookEventType[],
): void {
  const beyond = events.filter((event) => !holds(actor, WEBHOOK_EVENT_PERMISSIONS[event]));
  if (beyond.length === 0) return;
  const missing = [...new Set(beyond.map((event) => WEBHOOK_EVENT_PERMISSIONS[event]))];
  const needed =
    actor.kind === 'api-key'
      ? `This API key needs the ${missing.length === 1 ? 'scope' : 'scopes'}`
      : `Your role needs the ${missing.length === 1 ? 'permission' : 'permissions'}`;
  throw eventsBeyondReach(
    `${needed} ${missing.join(' and ')} to receive ${beyond.join(', ')}: the events carry that data`,
  );
}
