import type { ReferralSummary } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../../app/session/api/get-current-user';
import { apiRequest } from '../../../../lib/api-client';

export const referralsQueryKey = [...currentUserQueryKey, 'referrals'] as const;

/** GET /api/referrals: the student's link, the friends it brought and the rewards they earned. */
export function fetchReferrals(signal?: AbortSignal): Promise<ReferralSummary> {
  return apiRequest<ReferralSummary>('/referrals', { authenticated: true, signal });
}

export function useReferrals() {
  return useQuery({
    queryKey: referralsQueryKey,
    queryFn: ({ signal }) => fetchReferrals(signal),
    // Back from the friend's payment, the reward shows without reloading the page.
    refetchOnMount: 'always',
    meta: { failureMessage: 'Failed to fetch referrals' },
  });
}
