export interface BalanceUpdateRequest {
  balance: number;
  /** The balance the change was decided on: when it has moved meanwhile, 409 and nothing changes. */
  expectedBalance?: number;
  /**
   * Why staff changed it, kept with the ledger row and in the audit log. Optional for the spec's
   * original call; the back office always sends one.
   */
  reason?: string;
}

/** POST /api/admin/users/:id/balance-adjustments: adds a signed amount to the balance as it is. */
export interface BalanceAdjustmentRequest {
  /** USD, by the shared money rule; negative to subtract. */
  amount: number;
  /** Why, kept with the ledger row and in the audit log. */
  reason?: string;
}

export const BALANCE_ADJUSTMENT_REASON_MAX_LENGTH = 200;

/** Why a balance changed: one row per change in the balance ledger. */
export const LEDGER_REASONS = [
  'admin_set',
  'overdraft_grant',
  'overdraft_reclaim',
  'payment',
  'payment_reversal',
  /** A top-up bonus of a promo code, credited beside its paid top-up (same payment). */
  'bonus',
  'referral',
  'referral_reversal',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * One balance change, newest first: GET /api/admin/users/:id/ledger and
 * GET /api/admin/payments/:id/ledger (simple-rest: range, sort, Content-Range).
 */
export interface LedgerEntry {
  /** A bigint, sent as text. */
  id: string;
  userId: number;
  /** The signed change in USD. */
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  /** What staff wrote as the reason for the change; null when none was given. */
  note: string | null;
  /** The staff member's username, or null for the system (a webhook, the trial's expiry). */
  actor: string | null;
  /** The payment's public id when a payment caused the change. */
  paymentId: string | null;
  createdAt: string;
}

/** A balance is USD with cents, from zero up to what NUMERIC(14,2) holds. */
export const BALANCE_LIMITS = { min: 0, max: 999_999_999_999.99 } as const;
