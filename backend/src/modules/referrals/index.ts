/**
 * The referral programme as other modules use it: registration stores who brought a student
 * (ReferralsService.attach), payments settle and refund rewards (ReferralRewards). It depends on
 * users only, so neither auth nor payments lead back here.
 */
export { ReferralsModule } from './referrals.module.js';
export { ReferralsService } from './referrals.service.js';
export { ReferralRewards, type PaidPayment } from './referral-rewards.service.js';
