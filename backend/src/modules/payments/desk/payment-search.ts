import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  PAYMENT_METHODS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
  PROMO_CODE_PATTERN,
  type PaymentFilter,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentStatus,
} from '@academy/contracts';
import { validationFailed } from '../../../common/http/http.errors.js';
import { toDatabaseId } from '../../../common/http/id.pipe.js';
import { filterEndAfter, isFilterDate, readIdFilter } from '../../../common/http/list-query.js';
import { isPaymentPublicId, PaymentEntity } from '../payment.entity.js';
import { SHARED_REFERENCE } from './conflicting-claims.js';

/** A filter that has been checked: dates as instants, `to` already past its last day. */
export interface PaymentSearch {
  /** getMany's payment ids (public ids, lower-cased). */
  ids?: string[];
  status?: PaymentStatus;
  method?: PaymentMethod;
  provider?: PaymentProviderName;
  userId?: number;
  q?: string;
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
  /** Whether another student's payment claims the same reference. */
  conflict?: boolean;
  /** Whether it is pending and held for staff with a review reason. */
  needsStaff?: boolean;
  /** Upper-case, as payments store it. */
  promoCode?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;

const paymentPublicId = (value: unknown): string | null =>
  typeof value === 'string' && isPaymentPublicId(value) ? value.toLowerCase() : null;

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T))
    throw validationFailed(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function instant(name: string, value: unknown): Date {
  const text = typeof value === 'string' ? value.trim() : '';
  const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
  if (!isFilterDate(date) || !/^\d{4}-\d{2}-\d{2}/.test(text)) {
    throw validationFailed(`${name} must be a date (YYYY-MM-DD or ISO 8601)`);
  }
  return date;
}

/** Reads react-admin's filter object for the payments list and export (unknown keys refused). */
export function paymentSearch(filter: Record<string, unknown>): PaymentSearch {
  const known: (keyof PaymentFilter)[] = [
    'id',
    'status',
    'method',
    'provider',
    'userId',
    'q',
    'from',
    'to',
    'conflict',
    'needsStaff',
    'promoCode',
  ];
  const unknown = Object.keys(filter).filter((key) => !known.includes(key as keyof PaymentFilter));
  if (unknown.length > 0) throw validationFailed(`Unknown filter: ${unknown.join(', ')}`);
  const search: PaymentSearch = {};
  if (filter.id !== undefined) {
    search.ids = readIdFilter(filter.id, paymentPublicId, 'a payment id');
  }
  if (filter.status !== undefined) search.status = oneOf('status', filter.status, PAYMENT_STATUSES);
  if (filter.method !== undefined) search.method = oneOf('method', filter.method, PAYMENT_METHODS);
  if (filter.provider !== undefined) {
    search.provider = oneOf('provider', filter.provider, PAYMENT_PROVIDER_NAMES);
  }
  if (filter.userId !== undefined) {
    const id = toDatabaseId(filter.userId);
    if (id === null) throw validationFailed('userId must be a user id');
    search.userId = id;
  }
  if (filter.q !== undefined) {
    if (typeof filter.q !== 'string' || filter.q.length > 254) {
      throw validationFailed('q must be text of at most 254 characters');
    }
    search.q = filter.q;
  }
  if (filter.from !== undefined) search.from = instant('from', filter.from);
  if (filter.to !== undefined) {
    const to = instant('to', filter.to);
    // A date alone means the whole of that day.
    const dateOnly = typeof filter.to === 'string' && DATE_ONLY.test(filter.to.trim());
    search.before = filterEndAfter(to, dateOnly ? DAY_MS : 1);
  }
  if (filter.conflict !== undefined) {
    if (typeof filter.conflict !== 'boolean')
      throw validationFailed('conflict must be true or false');
    search.conflict = filter.conflict;
  }
  if (filter.needsStaff !== undefined) {
    if (typeof filter.needsStaff !== 'boolean')
      throw validationFailed('needsStaff must be true or false');
    search.needsStaff = filter.needsStaff;
  }
  if (filter.promoCode !== undefined) {
    if (typeof filter.promoCode !== 'string' || !PROMO_CODE_PATTERN.test(filter.promoCode.trim())) {
      throw validationFailed('promoCode must be a promo code');
    }
    search.promoCode = filter.promoCode.trim().toUpperCase();
  }
  return search;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The payments a search matches, as a query on the alias `payment`: the list, its total and the
 * export share it. q is served by the trigram indexes on the references and on users' e-mails.
 */
export function searchPaymentsQuery(
  manager: EntityManager,
  search: PaymentSearch,
): SelectQueryBuilder<PaymentEntity> {
  const query = manager.getRepository(PaymentEntity).createQueryBuilder('payment');
  if (search.ids) {
    query.andWhere(search.ids.length > 0 ? 'payment.publicId IN (:...ids)' : 'FALSE', {
      ids: search.ids,
    });
  }
  if (search.status) query.andWhere('payment.status = :status', { status: search.status });
  if (search.method) query.andWhere('payment.method = :method', { method: search.method });
  if (search.promoCode) {
    query.andWhere('payment.promoCode = :promoCode', { promoCode: search.promoCode });
  }
  if (search.provider) {
    query.andWhere('payment.provider = :provider', { provider: search.provider });
  }
  if (search.userId !== undefined) {
    query.andWhere('payment.userId = :userId', { userId: search.userId });
  }
  const q = search.q?.trim().toLowerCase();
  if (q) {
    query.andWhere(
      `(lower(coalesce(payment.reference, '') || ' ' || coalesce(payment.provider_reference, '')) LIKE :pattern ESCAPE '\\'
        OR payment.public_id::text = :q
        OR payment.user_id IN (SELECT id FROM users WHERE lower(email) LIKE :pattern ESCAPE '\\'))`,
      { pattern: `%${escapeLike(q)}%`, q },
    );
  }
  if (search.from) query.andWhere('payment.createdAt >= :from', { from: search.from });
  if (search.before) query.andWhere('payment.createdAt < :before', { before: search.before });
  if (search.conflict !== undefined) {
    query.andWhere(search.conflict ? SHARED_REFERENCE : `NOT ${SHARED_REFERENCE}`);
  }
  if (search.needsStaff !== undefined) {
    const held = `(payment.status = 'pending' AND payment.review_reason IS NOT NULL)`;
    query.andWhere(search.needsStaff ? held : `NOT ${held}`);
  }
  return query;
}
