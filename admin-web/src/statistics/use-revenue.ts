import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { RegistrationPeriod, RevenueStats } from '@academy/contracts';
import { academyQueries } from '../providers/academy-queries';
import type { AcademyDataProvider } from '../providers/data-provider';

export interface RevenueState {
  /** The latest answer; null before the first one and after a failed call. */
  stats: RevenueStats | null;
  loading: boolean;
  failed: boolean;
}

/** The revenue of the period the page shows; it loads beside the registrations, not before them. */
export function useRevenue(period: RegistrationPeriod): RevenueState {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const query = useQuery({
    ...academyQueries.revenue(dataProvider, period),
    placeholderData: keepPreviousData,
    // Its own red banner reports a failure at once; choosing a period is the retry.
    retry: false,
  });
  return {
    stats: query.isError ? null : (query.data ?? null),
    loading: query.isFetching,
    failed: query.isError,
  };
}
