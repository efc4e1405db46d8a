import { CreateCoreTables1763800000000 } from './1763800000000-CreateCoreTables.js';
import { IndexAuditActor1764000000000 } from './1764000000000-IndexAuditActor.js';
import { CreatePayments1764200000000 } from './1764200000000-CreatePayments.js';
import { RenameAdminsToStaff1764600000000 } from './1764600000000-RenameAdminsToStaff.js';
import { RecordGeneratedColumns1764600000001 } from './1764600000001-RecordGeneratedColumns.js';
import { PaymentsDesk1765000000000 } from './1765000000000-PaymentsDesk.js';
import { AddIdempotencyKeys1795382650533 } from './1795382650533-AddIdempotencyKeys.js';
import { UserLocale1795400000000 } from './1795400000000-UserLocale.js';
import { StatsRollups1795450000000 } from './1795450000000-StatsRollups.js';
import { StudentSessions1795500000000 } from './1795500000000-StudentSessions.js';
import { LessonProgressAndTrialMails1795600000000 } from './1795600000000-LessonProgressAndTrialMails.js';
import { IndexUserFilters1795700000000 } from './1795700000000-IndexUserFilters.js';
import { StaffAccountStates1795800000000 } from './1795800000000-StaffAccountStates.js';
import { DeletedUserPurge1795800000001 } from './1795800000001-DeletedUserPurge.js';
import { ApiKeys1795900000000 } from './1795900000000-ApiKeys.js';
import { Webhooks1795950000000 } from './1795950000000-Webhooks.js';
import { IndexListPages1796000000000 } from './1796000000000-IndexListPages.js';
import { BulkBalanceJobs1796050000000 } from './1796050000000-BulkBalanceJobs.js';
import { IndexCourseFilter1796100000000 } from './1796100000000-IndexCourseFilter.js';
import { WebhookFailureCodes1796150000000 } from './1796150000000-WebhookFailureCodes.js';
import { BulkBalanceRefusalCodes1796200000000 } from './1796200000000-BulkBalanceRefusalCodes.js';
import { IndexBalanceFilter1796250000000 } from './1796250000000-IndexBalanceFilter.js';
import { StudentChangeNotifications1796260000000 } from './1796260000000-StudentChangeNotifications.js';
import { AuditEntriesPerDay1796300000000 } from './1796300000000-AuditEntriesPerDay.js';
import { RecordWebhookEndpointCreators1796340000000 } from './1796340000000-RecordWebhookEndpointCreators.js';
import { LeaseIdempotencyKeys1796345000000 } from './1796345000000-LeaseIdempotencyKeys.js';
import { AddSignInUnlockTokens1796350000000 } from './1796350000000-AddSignInUnlockTokens.js';
import { RecordEveryReferenceClaim1796410000000 } from './1796410000000-RecordEveryReferenceClaim.js';
import { VerifiedEmailsAndDeviceLocale1796427000000 } from './1796427000000-VerifiedEmailsAndDeviceLocale.js';
import { AddBtcpayInvoices1796520000000 } from './1796520000000-AddBtcpayInvoices.js';
import { StaffSessionsAndTwoFactor1796530000000 } from './1796530000000-StaffSessionsAndTwoFactor.js';
import { AddSalesDocumentsAndCertificates1796540000000 } from './1796540000000-AddSalesDocumentsAndCertificates.js';
import { CreateCatalogue1796550000000 } from './1796550000000-CreateCatalogue.js';
import { AddPromoCodes1796600000000 } from './1796600000000-AddPromoCodes.js';
import { AddReferrals1796610000000 } from './1796610000000-AddReferrals.js';
import { AddPaymentReviewNotice1796620000000 } from './1796620000000-AddPaymentReviewNotice.js';
import { BalanceChangeNotes1796630000000 } from './1796630000000-BalanceChangeNotes.js';
import { LessonProgressNotifications1796640000000 } from './1796640000000-LessonProgressNotifications.js';
import { IndexPaymentsPromoCode1796650000000 } from './1796650000000-IndexPaymentsPromoCode.js';
import { ClaimLapsedBtcpayInvoices1796660000000 } from './1796660000000-ClaimLapsedBtcpayInvoices.js';
import { DeviceTimeZones1796700000000 } from './1796700000000-DeviceTimeZones.js';
import { CertificateTimeZones1796710000000 } from './1796710000000-CertificateTimeZones.js';

/**
 * Every migration, oldest first. Listed by hand because TypeORM's glob loading does not fit
 * ESM under SWC; test/schema-agreement.e2e-spec.ts fails when one is missing here.
 */
export const MIGRATIONS = [
  CreateCoreTables1763800000000,
  IndexAuditActor1764000000000,
  CreatePayments1764200000000,
  RenameAdminsToStaff1764600000000,
  RecordGeneratedColumns1764600000001,
  PaymentsDesk1765000000000,
  AddIdempotencyKeys1795382650533,
  UserLocale1795400000000,
  StatsRollups1795450000000,
  StudentSessions1795500000000,
  LessonProgressAndTrialMails1795600000000,
  IndexUserFilters1795700000000,
  StaffAccountStates1795800000000,
  DeletedUserPurge1795800000001,
  ApiKeys1795900000000,
  Webhooks1795950000000,
  IndexListPages1796000000000,
  BulkBalanceJobs1796050000000,
  IndexCourseFilter1796100000000,
  WebhookFailureCodes1796150000000,
  BulkBalanceRefusalCodes1796200000000,
  IndexBalanceFilter1796250000000,
  StudentChangeNotifications1796260000000,
  AuditEntriesPerDay1796300000000,
  RecordWebhookEndpointCreators1796340000000,
  LeaseIdempotencyKeys1796345000000,
  AddSignInUnlockTokens1796350000000,
  RecordEveryReferenceClaim1796410000000,
  VerifiedEmailsAndDeviceLocale1796427000000,
  AddBtcpayInvoices1796520000000,
  StaffSessionsAndTwoFactor1796530000000,
  AddSalesDocumentsAndCertificates1796540000000,
  CreateCatalogue1796550000000,
  AddPromoCodes1796600000000,
  AddReferrals1796610000000,
  AddPaymentReviewNotice1796620000000,
  BalanceChangeNotes1796630000000,
  LessonProgressNotifications1796640000000,
  IndexPaymentsPromoCode1796650000000,
  ClaimLapsedBtcpayInvoices1796660000000,
  DeviceTimeZones1796700000000,
  CertificateTimeZones1796710000000,
];
