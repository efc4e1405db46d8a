import type { ContentLink } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resolveContentUrl } from './content-url';

/** GET /api/books/{id}/link: a short-lived signed URL of the book's PDF; 403 when not entitled. */
export async function fetchBookLink(bookId: number): Promise<ContentLink> {
  const link = await apiRequest<ContentLink>(`/books/${bookId}/link`, { authenticated: true });
  return { ...link, url: resolveContentUrl(link.url) };
}

/** A fresh link per click, never cached: it expires within minutes. */
export function useBookLink() {
  return useMutation({ mutationKey: ['book-link'], mutationFn: fetchBookLink });
}
