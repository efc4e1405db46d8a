import { useCallback, useState } from 'react';
import { ApiResponseError } from '../../lib/api-client';
import { useBookLink } from './api/fetch-book-link';

export type OpenBookFailure = 'locked' | 'popupBlocked' | 'failed';

/**
 * Opens a book's PDF in a new tab through a fresh signed link. The tab is opened inside the
 * click itself, because browsers block a tab opened after waiting for the link, and is pointed
 * at the PDF once the link arrives; if the link cannot be had, the empty tab is closed again.
 */
export function useOpenBook() {
  const { mutateAsync, isPending, variables } = useBookLink();
  const [failure, setFailure] = useState<OpenBookFailure | null>(null);

  // Awaiting each call (not mutate's callbacks, which only the latest call gets) serves every
  // tab when two books are opened in quick succession.
  const openInTab = useCallback(
    async (bookId: number, tab: Window) => {
      try {
        tab.location.href = (await mutateAsync(bookId)).url;
      } catch (error) {
        console.error('Failed to open the book', error);
        tab.close();
        setFailure(error instanceof ApiResponseError && error.status === 403 ? 'locked' : 'failed');
      }
    },
    [mutateAsync],
  );

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

  return { open, openingId: isPending ? variables : null, failure };
}
