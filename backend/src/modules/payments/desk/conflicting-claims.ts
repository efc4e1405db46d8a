import type { EntityManager } from 'typeorm';
import {
  CONFLICTING_CLAIMS_SHOWN,
  type ConflictingClaim,
  type PaymentStatus,
} from '@academy/contracts';
import type { PaymentEntity } from '../payment.entity.js';

/** The claims of other students that share a payment's reference, as the desk shows them. */
export interface ClaimsOfReference {
  claims: ConflictingClaim[];
  count: number;
}

export const NO_CONFLICT: ClaimsOfReference = { claims: [], count: 0 };

interface ClaimRow {
  public_id: string;
  user_id: number;
  amount: string;
  status: PaymentStatus;
  coin: string | null;
  created_at: Date;
  method: string;
  reference_key: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  deleted: boolean | null;
  claims: string | number;
}

const keyOf = (method: string, referenceKey: string) => `${method}\u0000${referenceKey}`;

/**
 * The SQL condition "another payment claims this one's reference", on the alias `payment`. Read
 * when asked rather than stored, so it holds however claims arrive, at once or in any order.
 */
export const SHARED_REFERENCE = `EXISTS (SELECT 1 FROM payments AS claim
  WHERE claim.provider = 'manual' AND claim.method = payment.method
    AND claim.reference_key = payment.reference_key AND claim.id <> payment.id)`;

/**
 * For each manual payment given, the other payments that claim its reference, oldest first (at
 * most CONFLICTING_CLAIMS_SHOWN), and how many there are; one query for a whole page. Payments
 * whose reference nobody else claims are left out of the map.
 */
export async function readConflictingClaims(
  manager: EntityManager,
  payments: readonly PaymentEntity[],
): Promise<Map<number, ClaimsOfReference>> {
  const found = new Map<number, ClaimsOfReference>();
  const keys = new Map<string, [string, string]>();
  for (const payment of payments) {
    if (payment.provider === 'manual' && payment.referenceKey !== null) {
      keys.set(keyOf(payment.method, payment.referenceKey), [payment.method, payment.referenceKey]);
    }
  }
  if (keys.size === 0) return found;
  const pairs = [...keys.values()];
  const placeholders = pairs.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`).join(', ');
  // One more than shown per reference, so that each payment still has that many others.
  const rows: ClaimRow[] = await manager.query(
    `SELECT * FROM (
       SELECT claim.public_id, claim.user_id, claim.amount, claim.status, claim.coin,
              claim.created_at, claim.method, claim.reference_key,
              account.email, account.username AS first_name, account.lastname AS last_name,
              account.deleted_at IS NOT NULL AS deleted,
              row_number() OVER shared AS position, count(*) OVER shared AS claims
         FROM payments AS claim LEFT JOIN users AS account ON account.id = claim.user_id
        WHERE claim.provider = 'manual' AND (claim.method, claim.reference_key) IN (${placeholders})
       WINDOW shared AS (PARTITION BY claim.method, claim.reference_key
                         ORDER BY claim.created_at, claim.id
                         ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
     ) AS ranked
     WHERE position <= $${pairs.length * 2 + 1}
     ORDER BY position`,
    [...pairs.flat(), CONFLICTING_CLAIMS_SHOWN + 1],
  );
  const byKey = new Map<string, ClaimRow[]>();
  for (const row of rows) {
    const key = keyOf(row.method, row.reference_key);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  for (const payment of payments) {
    if (payment.referenceKey === null) continue;
    const shared = byKey.get(keyOf(payment.method, payment.referenceKey)) ?? [];
    const others = shared.filter((row) => row.public_id !== payment.publicId);
    const count = shared.length === 0 ? 0 : Number(shared[0].claims) - 1;
    if (count === 0) continue;
    found.set(payment.id, {
      count,
      claims: others.slice(0, CONFLICTING_CLAIMS_SHOWN).map(toConflictingClaim),
    });
  }
  return found;
}

function toConflictingClaim(row: ClaimRow): ConflictingClaim {
  const deleted = row.deleted !== false;
  return {
    id: row.public_id,
    userId: row.user_id,
    userEmail: deleted ? null : row.email,
    userName: deleted ? null : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    userDeleted: deleted,
    amount: Number(row.amount),
    status: row.status,
    coin: row.coin,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
