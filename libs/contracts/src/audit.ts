import type { StaffRole } from './auth.js';

export const AUDIT_ACTIONS = [
  'balance',
  'course',
  'account',
  'delete',
  'overdraft',
  'payment_confirm',
  'payment_reject',
  'payment_refund',
  'sign_in_unlock',
  /** Staff downloaded GET /api/admin/users/export.csv (the filter is in `after`). */
  'users_export',
  /** The system recorded money that arrived for a deleted account (actor 'system'). */
  'payment_deleted_account',
  /** Staff downloaded GET /api/admin/payments/export.csv (the filter is in `after`). */
  'payment_export',
  /** Staff mailed a student a password-reset link. */
  'password_reset',
  /** A staff member signed in to the back office (actor: that staff member). */
  'staff_sign_in',
  /** A wrong password for a staff username (actor 'system'; the username in `after`). */
  'staff_sign_in_failed',
  /** Staff accounts: made, given another role, disabled, enabled, given a new password. */
  'staff_create',
  'staff_role',
  'staff_disable',
  'staff_enable',
  'staff_password',
  /** Two-factor sign-in: a staff member turned it on or off, an admin reset another's. */
  'staff_2fa_enable',
  'staff_2fa_disable',
  'staff_2fa_reset',
  /** A staff member signed in with a recovery code (`after.recoveryCodesLeft`). */
  'staff_2fa_recovery_code',
  /** An admin ended another staff member's back-office session. */
  'staff_session_end',
  /** An admin changed the back office's security settings (require two-factor sign-in). */
  'staff_security_settings',
  /** Staff changed what students read while a payment waits for review (`before`/`after`). */
  'payment_review_notice',
  /** Staff downloaded GET /api/admin/audit/export.csv (the filter is in `after`). */
  'audit_export',
  /** An admin brought a deleted student back within the restore window. */
  'user_restore',
  /** The system replaced a long-deleted student's personal data with anonymous values. */
  'user_purge',
  /** Staff revoked a course certificate (the reason in `after`). */
  'certificate_revoke',
  /** Integrators' API keys: made (the key itself is never recorded) and revoked. */
  'api_key_create',
  'api_key_revoke',
  /** Outbound webhook endpoints: registered, changed (URL, events, active), removed. */
  'webhook_create',
  'webhook_update',
  'webhook_delete',
  /** Staff confirmed a student's e-mail without the mailed link (`after`: the e-mail). */
  'email_verify',
  /** A bulk balance change was queued (`after`: the job, its target, mode, amount and users). */
  'bulk_balance_start',
  /** A bulk balance change ended: done, failed or cancelled (`after`: its counts). */
  'bulk_balance_finish',
  /** Catalogue items (tiers, books, lessons) created, changed (a price too), archived or deleted;
   * `before`/`after` hold the item, `resource` and `id` name it. */
  'catalogue_create',
  'catalogue_update',
  'catalogue_delete',
  /** An admin changed the referral programme's settings (`before`/`after` hold them). */
  'referral_settings',
  /** Promo codes: made, changed, switched off (`active` turned false) and deleted; `before` and
   * `after` hold the code's settings. */
  'promo_code_create',
  'promo_code_update',
  'promo_code_deactivate',
  'promo_code_delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  /** The staff username, `api-key:<prefix>` for a change made with an API key, or 'system' for
   * what no person did (a provider's event). */
  actor: string;
  /** Null for the system and for API keys. */
  actorRole: StaffRole | null;
  /** The API key's id when the change was made with one; null otherwise. */
  actorApiKeyId: number | null;
  action: AuditAction;
  targetUserId: number | null;
  /** The payment's public id when the change was about a payment. */
  paymentId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

/** GET /api/admin/audit and …/audit/export.csv: `from` and `to` are YYYY-MM-DD (whole UTC days). */
export interface AuditFilter {
  targetUserId?: number;
  action?: AuditAction;
  actor?: string;
  paymentId?: string;
  from?: string;
  to?: string;
}
