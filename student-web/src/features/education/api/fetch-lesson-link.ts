import type { ContentLink } from '@academy/contracts';
import { apiRequest } from '../../../lib/api-client';
import { resolveContentUrl } from './content-url';

/** GET /api/lessons/{id}/link: a short-lived signed URL of the lesson's video; 403 when locked. */
export async function fetchLessonLink(
  lessonId: number,
  signal?: AbortSignal,
): Promise<ContentLink> {
  const link = await apiRequest<ContentLink>(`/lessons/${lessonId}/link`, {
    authenticated: true,
    signal,
  });
  return { ...link, url: resolveContentUrl(link.url) };
}
