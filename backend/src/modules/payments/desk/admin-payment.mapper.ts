import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { AdminPayment } from '@academy/contracts';
import { UserEntity } from '../../users/user.entity.js';
import { needsStaff, paymentFactsOf, type PaymentEntity } from '../payment.entity.js';
import {
  NO_CONFLICT,
  readConflictingClaims,
  type ClaimsOfReference,
} from './conflicting-claims.js';
import { searchPaymentsQuery } from './payment-search.js';
import { promoPricingOf } from '../promo-pricing.js';
import {
  NO_SALES_DOCUMENTS,
  readSalesDocumentNumbers,
  type SalesDocumentNumbers,
} from '../sales-document-numbers.js';

export interface UserColumns {
  user_email: string | null;
  user_first: string | null;
  user_last: string | null;
  user_deleted: boolean | null;
}

export function toAdminPayment(
  payment: PaymentEntity,
  user: UserColumns | undefined,
  shared: ClaimsOfReference = NO_CONFLICT,
  documents: SalesDocumentNumbers = NO_SALES_DOCUMENTS,
): AdminPayment {
  const deleted = !user || user.user_deleted !== false;
  return {
    id: payment.publicId,
    userId: payment.userId,
    userEmail: deleted ? null : user.user_email,
    userName: deleted ? null : `${user.user_first ?? ''} ${user.user_last ?? ''}`.trim(),
    userDeleted: deleted,
    ...paymentFactsOf(payment),
    coin: payment.coin,
    providerReference: payment.providerReference,
    hasReceipt: payment.receiptFile !== null,
    receiptType: payment.receiptType,
    statusReason: payment.statusReason,
    reviewReason: payment.reviewReason,
    needsStaff: needsStaff(payment),
    cryptoInvoice: payment.cryptoInvoice,
    refundLink: payment.refundLink,
    creditReversed: payment.creditReversed,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    ...promoPricingOf(payment),
    ...documents,
    conflictingClaims: shared.claims,
    conflictingClaimCount: shared.count,
  };
}

/** A page of payments as the desk lists them, each with the claims that share its reference. */
export async function toAdminPayments(
  manager: EntityManager,
  entities: PaymentEntity[],
  raw: UserColumns[],
): Promise<AdminPayment[]> {
  const claims = await readConflictingClaims(manager, entities);
  const documents = await readSalesDocumentNumbers(
    manager,
    entities.map((payment) => payment.id),
  );
  return entities.map((payment, index) =>
    toAdminPayment(payment, raw[index], claims.get(payment.id), documents.get(payment.id)),
  );
}

export function withUser(
  query: SelectQueryBuilder<PaymentEntity>,
): SelectQueryBuilder<PaymentEntity> {
  return query
    .leftJoin(UserEntity, 'account', 'account.id = payment.userId')
    .addSelect('account.email', 'user_email')
    .addSelect('account.username', 'user_first')
    .addSelect('account.lastname', 'user_last')
    .addSelect('account.deleted_at IS NOT NULL', 'user_deleted');
}

/**
 * One payment as GET /api/admin/payments/:id shows it, read through the given manager (so inside
 * a transaction it shows the transaction's own changes); null when there is none.
 */
export async function readAdminPayment(
  manager: EntityManager,
  where: { publicId: string } | { id: number },
): Promise<AdminPayment | null> {
  const query = withUser(searchPaymentsQuery(manager, {}));
  if ('id' in where) query.where('payment.id = :id', { id: where.id });
  else query.where('payment.publicId = :publicId', { publicId: where.publicId });
  const { entities, raw } = await query.getRawAndEntities<UserColumns>();
  return entities.length === 0 ? null : (await toAdminPayments(manager, entities, raw))[0];
}
