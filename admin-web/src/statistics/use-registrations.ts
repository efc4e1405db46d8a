import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { RegistrationPeriod, RegistrationStats } from '@academy/contracts';
import { academyQueries } from '../providers/academy-queries';
import type { AcademyDataProvider } from '../providers/data-provider';

export interface RegistrationsState {
  /** The latest answer; null before the first one and after a failed call. */
  stats: RegistrationStats | null;
  loading: boolean;
  /** The latest call failed; stays set while a retry is on its way. */
  failed: boolean;
}

/** The registrations of the chosen period (the answer carries the user count too). */
export function useRegistrations(period: RegistrationPeriod): RegistrationsState {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const query = useQuery({
    ...academyQueries.registrations(dataProvider, period),
    // The previous period's chart stays on screen, marked busy, until the new answer arrives.
    placeholderData: keepPreviousData,
    // The red banner reports a failure at once; choosing a period is the retry.
    retry: false,
  });
  // A period chosen after a failure starts with nothing to keep: the banner stays up until its
  // answer instead of the page falling back to its first-load spinner.
  const [lastFailed, setLastFailed] = useState(false);
  if (query.status !== 'pending' && query.isError !== lastFailed) setLastFailed(query.isError);

  return {
    stats: query.isError ? null : (query.data ?? null),
    loading: query.isFetching,
    failed: query.isError || (query.isPending && lastFailed),
  };
}
