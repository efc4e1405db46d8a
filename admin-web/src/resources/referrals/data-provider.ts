import type { AdminReferralReward, ReferralSettings, TopReferrer } from '@academy/contracts';
import { ADMIN_API, type AdminHttp } from '../../providers/admin-http';

/** The Referrals page's calls. */
export interface ReferralsDataProvider {
  getReferralSettings(): Promise<ReferralSettings>;
  updateReferralSettings(settings: ReferralSettings): Promise<ReferralSettings>;
  getTopReferrers(): Promise<TopReferrer[]>;
  getReferralRewards(): Promise<AdminReferralReward[]>;
}

export function referralsDataProvider({ request }: AdminHttp): ReferralsDataProvider {
  return {
    getReferralSettings: () => request<ReferralSettings>(`${ADMIN_API}/referral-settings`),
    updateReferralSettings: (settings) =>
      request<ReferralSettings>(`${ADMIN_API}/referral-settings`, {
        method: 'PUT',
        body: JSON.stringify(settings),
      }),
    getTopReferrers: () => request<TopReferrer[]>(`${ADMIN_API}/referrals/top-referrers`),
    getReferralRewards: () => request<AdminReferralReward[]>(`${ADMIN_API}/referrals/rewards`),
  };
}
