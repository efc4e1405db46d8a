import { useCallback, useState } from 'react';
import { ApiResponseError } from '../../lib/api-client';
import { fetchBookLink } from './api/fetch-book-link';

export type OpenBookFailure = 'locked' | 'popupBlocked' | 'failed';

/**
 * Opens a book's PDF in a new tab through a fresh signed link. The tab is opened inside the
 * click itself, because browsers block a tab opened after waiting for the link, and is pointed
 * at the PDF once the link arrives; if the link cannot be had, the empty tab is closed again.
 */
export function useOpenBook() {
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [failure, setFailure] = useState<OpenBookFailure | null>(null);

  const openInTab = useCallback(async (bookId: number, tab: Window) => {
    setOpeningId(bookId);
    try {
      const link = await fetchBookLink(bookId);
      tab.location.href = link.url;
    } catch (error) {
      console.error('Failed to open the book', error);
      tab.close();
      setFailure(error instanceof ApiResponseError && error.status === 403 ? 'locked' : 'failed');
    } finally {
      setOpeningId(null);
    }
  }, []);

  const open = useCallback(
    (bookId: number) => {
      setFailure(null);
      const tab = window.open('', '_blank');
      if (!tab) {
        setFailure('popupBlocked');
        return;
      }
      // The book needs no way back into this page.
      tab.opener = null;
      void openInTab(bookId, tab);
    },
    [openInTab],
  );

  return { open, openingId, failure };
}
