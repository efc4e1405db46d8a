import { queryOptions } from '@tanstack/react-query';
import type { RegistrationPeriod } from '@academy/contracts';
import type { AcademyDataProvider } from './data-provider';

/**
 * The academy's own read calls as react-query options, so that every reader of a call shares its
 * cache entry and its key is typed with the answer (`queryClient.getQueryData` knows the shape).
 * Writes need no key: they go through `useMutation` and then react-admin's `refresh()`, which
 * invalidates every query, these included.
 */
export const academyQueries = {
  /** The tiles above the users list; the users resource owns it, so its key starts there. */
  statsSummary: (dataProvider: AcademyDataProvider) =>
    queryOptions({
      queryKey: ['users', 'statsSummary'] as const,
      queryFn: () => dataProvider.getStatsSummary(),
    }),
  /** One entry per period: a slow answer for a period left behind cannot replace the chosen one. */
  registrations: (dataProvider: AcademyDataProvider, period: RegistrationPeriod) =>
    queryOptions({
      queryKey: ['statistics', 'registrations', period] as const,
      queryFn: () => dataProvider.getRegistrations(period),
    }),
};
