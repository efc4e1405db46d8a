import type { BookItem, ItemsEnvelope } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The student's library (titles in their language, locks), dropped with their data on Logout. */
export const booksQueryKey = ['user', 'books'] as const;

/** GET /api/books: the published books in the catalogue's order, with the caller's locks. */
export async function fetchBooks(signal?: AbortSignal): Promise<BookItem[]> {
  const envelope = await apiRequest<ItemsEnvelope<BookItem> | null>('/books', {
    authenticated: true,
    signal,
  });
  if (!envelope || !Array.isArray(envelope.data)) throw new Error('Unexpected books answer');
  return envelope.data;
}

export const booksQuery = queryOptions({
  queryKey: booksQueryKey,
  queryFn: ({ signal }) => fetchBooks(signal),
  meta: { failureMessage: 'Failed to load the books', failureLevel: 'warn' },
});

/** Fresh on every visit: a course bought or a book published since opens or shows it. */
export function useBooksQuery() {
  return useQuery({ ...booksQuery, refetchOnMount: 'always' });
}
