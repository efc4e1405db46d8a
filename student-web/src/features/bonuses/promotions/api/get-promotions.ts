import type { PublicPromotion } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export const promotionsQueryKey = ['user', 'promotions'] as const;

/** GET /api/promotions: the public codes running now or announced, with their banner text. */
export function fetchPromotions(): Promise<PublicPromotion[]> {
  return apiRequest<PublicPromotion[]>('/promotions', { authenticated: true });
}

export function usePromotions() {
  return useQuery({ queryKey: promotionsQueryKey, queryFn: fetchPromotions });
}
