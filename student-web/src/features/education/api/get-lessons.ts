import type { ItemsEnvelope, LessonItem } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The student's own lessons (locks and progress), dropped with the rest of their data on Logout. */
export const lessonsQueryKey = ['user', 'lessons'] as const;

/** GET /api/lessons: the catalogue with the caller's locks, positions and completions. */
export async function fetchLessons(signal?: AbortSignal): Promise<LessonItem[]> {
  const envelope = await apiRequest<ItemsEnvelope<LessonItem> | null>('/lessons', {
    authenticated: true,
    signal,
  });
  if (!envelope || !Array.isArray(envelope.data)) throw new Error('Unexpected lessons answer');
  return envelope.data;
}

export const lessonsQuery = queryOptions({
  queryKey: lessonsQueryKey,
  queryFn: ({ signal }) => fetchLessons(signal),
  meta: { failureMessage: 'Failed to load the lessons', failureLevel: 'warn' },
});

/** Fresh on every visit, since another device may have moved the position meanwhile. */
export function useLessonsQuery() {
  return useQuery({ ...lessonsQuery, refetchOnMount: 'always' });
}
