import { ApiKeyEntity } from '../modules/api-keys/api-key.entity.js';
import { IdempotencyRecordEntity } from '../common/http/idempotency-record.entity.js';
import { BookEntity } from '../modules/catalogue/book.entity.js';
import { LessonEntity } from '../modules/catalogue/lesson.entity.js';
import { TierEntity } from '../modules/catalogue/tier.entity.js';
import { LessonProgressEntity } from '../modules/content/lesson-progress.entity.js';
import { AuditLogEntryEntity } from '../modules/audit/audit-log-entry.entity.js';
import { EmailChangeTokenEntity } from '../modules/auth/email-change-token.entity.js';
import { EmailRestoreTokenEntity } from '../modules/auth/email-restore-token.entity.js';
import { EmailVerificationTokenEntity } from '../modules/auth/email-verification-token.entity.js';
import { PasswordResetTokenEntity } from '../modules/auth/password-reset-token.entity.js';
import { SignInUnlockTokenEntity } from '../modules/auth/sign-in-unlock-token.entity.js';
import { StudentSessionEntity } from '../modules/auth/student-session.entity.js';
import { PaymentEntity } from '../modules/payments/payment.entity.js';
import { WebhookEventEntity } from '../modules/payments/webhook-event.entity.js';
import { PaymentReviewNoticeEntity } from '../modules/payments/review-notice/payment-review-notice.entity.js';
import { StaffEntity } from '../modules/staff-auth/staff.entity.js';
import { StaffSessionEntity } from '../modules/staff-auth/sessions/staff-session.entity.js';
import { StaffRecoveryCodeEntity } from '../modules/staff-auth/two-factor/staff-recovery-code.entity.js';
import { StaffSecuritySettingsEntity } from '../modules/staff-auth/two-factor/staff-security-settings.entity.js';
import { StaffSignInChallengeEntity } from '../modules/staff-auth/two-factor/staff-sign-in-challenge.entity.js';
import { BalanceLedgerEntryEntity } from '../modules/users/balance/balance-ledger-entry.entity.js';
import { BulkBalanceJobUserEntity } from '../modules/users/bulk-balance/bulk-balance-job-user.entity.js';
import { BulkBalanceJobEntity } from '../modules/users/bulk-balance/bulk-balance-job.entity.js';
import { UserEntity } from '../modules/users/user.entity.js';
import { WebhookDeliveryEntity } from '../modules/webhooks/webhook-delivery.entity.js';
import { WebhookEndpointEntity } from '../modules/webhooks/webhook-endpoint.entity.js';
import { WebhookOutboxEventEntity } from '../modules/webhooks/webhook-outbox-event.entity.js';
import { SalesDocumentCounterEntity } from '../modules/sales-receipts/sales-document-counter.entity.js';
import { SalesDocumentEntity } from '../modules/sales-receipts/sales-document.entity.js';
import { ReferralCodeEntity } from '../modules/referrals/referral-code.entity.js';
import { ReferralEntity } from '../modules/referrals/referral.entity.js';
import { ReferralRewardEntity } from '../modules/referrals/referral-reward.entity.js';
import { ReferralSettingsEntity } from '../modules/referrals/referral-settings.entity.js';
import { CertificateEntity } from '../modules/certificates/certificate.entity.js';
import { PromoCodeEntity } from '../modules/promotions/promo-code.entity.js';
import { PromoCodeUseEntity } from '../modules/promotions/promo-code-use.entity.js';

/** Every table's entity; test/schema-agreement.e2e-spec.ts checks them against the migrations. */
export const ENTITIES = [
  UserEntity,
  StaffEntity,
  PaymentEntity,
  BalanceLedgerEntryEntity,
  AuditLogEntryEntity,
  PasswordResetTokenEntity,
  SignInUnlockTokenEntity,
  WebhookEventEntity,
  IdempotencyRecordEntity,
  StudentSessionEntity,
  EmailChangeTokenEntity,
  EmailVerificationTokenEntity,
  EmailRestoreTokenEntity,
  LessonProgressEntity,
  ApiKeyEntity,
  WebhookEndpointEntity,
  WebhookOutboxEventEntity,
  WebhookDeliveryEntity,
  BulkBalanceJobEntity,
  BulkBalanceJobUserEntity,
  StaffSessionEntity,
  StaffRecoveryCodeEntity,
  StaffSignInChallengeEntity,
  StaffSecuritySettingsEntity,
  SalesDocumentEntity,
  SalesDocumentCounterEntity,
  CertificateEntity,
  PaymentReviewNoticeEntity,
  TierEntity,
  BookEntity,
  LessonEntity,
  PromoCodeEntity,
  PromoCodeUseEntity,
  ReferralCodeEntity,
  ReferralEntity,
  ReferralRewardEntity,
  ReferralSettingsEntity,
];
