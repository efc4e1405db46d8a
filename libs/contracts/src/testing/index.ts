/**
 * Test fixtures shared by the API tests, both apps' component tests and the browser tests.
 * Imported as `@academy/contracts/testing`, never from production code.
 */
import { SEED_BOOKS, SEED_LESSONS, SEED_TIERS } from '../catalogue-seed.js';
import type { AccessRule, CourseTier } from '../catalogue.js';
import type { BookItem, ItemAccess, LessonItem } from '../content.js';
import type { PublicConfig } from '../config.js';
import type { RegisterRequest } from '../auth.js';
import type { AdminPayment } from '../payment-desk.js';
import type { PaymentRecord } from '../payments.js';
import type { User } from '../user.js';

/** Passes every rule of the password policy. */
export const STRONG_PASSWORD = 'Str0ng!pass';
/** A second password that passes the policy, for changes and resets. */
export const OTHER_STRONG_PASSWORD = 'N3w!password';

/** A user as GET /api/user and the admin lists return one; override what the test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? 7;
  return {
    id,
    user_id: id,
    username: 'Anna',
    lastname: 'Petrova',
    email: `anna${id}@example.com`,
    contact: '+79123456789',
    balance: 0,
    course: 'NONE',
    overdraft: false,
    overdraft_expires_at: null,
    avatar: null,
    // Noon UTC is the same calendar day in every time zone the tests may run in.
    created_at: '2026-11-22T12:00:00.000Z',
    last_activity: null,
    locale: null,
    emailVerified: true,
    pending_email: null,
    ...overrides,
  };
}

/** GET /api/config as the apps receive it, with placeholder links. */
export function aPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    marketingUrl: 'https://academy.example',
    tradingDeskUrl: 'https://desk.example',
    communityUrl: 'https://community.example',
    courseUrls: { silver: '/', gold: '/', platinum: '/' },
    coinummUrl: '/',
    revoxpayUrl: '/',
    cryptoAddresses: [],
    cryptoInvoices: false,
    geoLookupUrl: null,
    paymentProvider: 'sandbox',
    tiers: SEED_TIERS.map(({ position: _position, ...tier }): CourseTier => tier),
    ...overrides,
  };
}

/** A seed item's rule as the API answers it: tier ids become the tier names users hold. */
export function seedOpensWith(access: AccessRule): ItemAccess {
  const names = new Map(SEED_TIERS.map((tier) => [tier.id, tier.name]));
  return {
    free: access.free,
    courses: access.tiers.flatMap((id) => names.get(id) ?? []),
    minBalance: access.minBalance,
  };
}

/** GET /api/books as the API answers it for the seed catalogue, in English. */
export function seedBookItems(isLocked: boolean): BookItem[] {
  return SEED_BOOKS.map(({ id, title, description, image, access }) => ({
    id,
    title,
    description,
    image,
    isLocked,
    opensWith: seedOpensWith(access),
  }));
}

/** GET /api/lessons as the API answers it for the seed catalogue, in English, without progress. */
export function seedLessonItems(isLocked: (lessonId: number) => boolean): LessonItem[] {
  return SEED_LESSONS.map(({ id, title, durationSeconds, access }) => ({
    id,
    title,
    duration: `${String(Math.floor(durationSeconds / 60)).padStart(2, '0')}:${String(durationSeconds % 60).padStart(2, '0')}`,
    isLocked: isLocked(id),
    opensWith: seedOpensWith(access),
    positionSeconds: 0,
    completed: false,
  }));
}

let registrationCounter = 0;

/**
 * A valid POST /api/register body with an e-mail no other call has used: the counter keeps one
 * process's calls apart, the random part separate processes (test workers).
 */
export function aRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  registrationCounter += 1;
  const unique = `${Date.now().toString(36)}${registrationCounter}${Math.random().toString(36).slice(2, 8)}`;
  return {
    username: 'Anna',
    lastname: 'Petrova',
    email: `student.${unique}@example.com`,
    contact: '+79123456789',
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

/** One of the student's own payments (GET /api/payments); override what the test is about. */
export function aPaymentRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    provider: 'sandbox',
    method: 'card',
    kind: 'course',
    tier: 'GOLD',
    amount: 250,
    currency: 'USD',
    status: 'paid',
    reference: null,
    statusReason: null,
    noticePending: false,
    confirming: false,
    underReview: false,
    // Noon UTC is the same calendar day in every time zone the tests may run in.
    created_at: '2026-11-22T12:00:00.000Z',
    paid_at: '2026-11-22T12:01:00.000Z',
    salesReceiptNumber: null,
    creditNoteNumber: null,
    // Without a promo code the list price is the amount charged.
    promoCode: null,
    listPrice: overrides.amount ?? 250,
    discount: 0,
    ...overrides,
  };
}

/** A payment as the back office's Payments resource lists it; override what the test is about. */
export function anAdminPayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    userId: 7,
    userEmail: 'anna7@example.com',
    userName: 'Anna Petrova',
    userDeleted: false,
    provider: 'manual',
    method: 'crypto',
    kind: 'course',
    tier: 'GOLD',
    amount: 250,
    currency: 'USD',
    status: 'pending',
    reference: '0x5f2d9c1e7a',
    coin: 'usdt-trc20',
    providerReference: null,
    hasReceipt: false,
    receiptType: null,
    statusReason: null,
    reviewReason: null,
    needsStaff: false,
    cryptoInvoice: null,
    refundLink: null,
    creditReversed: null,
    createdAt: '2026-11-22T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    paidAt: null,
    refundedAt: null,
    salesReceiptNumber: null,
    creditNoteNumber: null,
    conflictingClaims: [],
    conflictingClaimCount: 0,
    promoCode: null,
    listPrice: overrides.amount ?? 250,
    discount: 0,
    ...overrides,
  };
}
