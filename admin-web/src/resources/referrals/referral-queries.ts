import { queryOptions } from '@tanstack/react-query';
import type { AcademyDataProvider } from '../../providers/data-provider';

/** The Referrals page's reads, each with its own cache entry. */
export const referralQueries = {
  settings: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['referrals', 'settings'] as const,
      queryFn: () => dataProvider.getReferralSettings(),
    }),
  topReferrers: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['referrals', 'top'] as const,
      queryFn: () => dataProvider.getTopReferrers(),
    }),
  rewards: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['referrals', 'rewards'] as const,
      queryFn: () => dataProvider.getReferralRewards(),
    }),
};
