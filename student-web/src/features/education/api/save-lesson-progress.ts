import type { LessonItem, LessonProgress, LessonProgressRequest } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lessonsQueryKey } from './get-lessons';

/**
 * PUT /api/lessons/{id}/progress. `keepalive` lets a save sent as the page closes still arrive
 * (navigator.sendBeacon cannot carry the token header).
 */
export function saveLessonProgress(
  lessonId: number,
  progress: LessonProgressRequest,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<LessonProgress> {
  return apiRequest<LessonProgress>(`/lessons/${lessonId}/progress`, {
    method: 'PUT',
    body: progress,
    authenticated: true,
    keepalive,
  });
}

/** Puts a saved position into the cached lessons, so the list and the dashboard follow at once. */
export function rememberLessonProgress(queryClient: QueryClient, saved: LessonProgress): void {
  queryClient.setQueryData<LessonItem[]>(lessonsQueryKey, (lessons) =>
    lessons?.map((lesson) =>
      lesson.id === saved.lessonId
        ? { ...lesson, positionSeconds: saved.positionSeconds, completed: saved.completed }
        : lesson,
    ),
  );
}
