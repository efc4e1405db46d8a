import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the copy button shows its check mark (SPEC.md §9). */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies a text to the clipboard; `copied` is true for COPY_CONFIRMATION_MS afterwards. */
export function useCopyFeedback(text: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      // The browser may refuse the clipboard; the address stays on screen to select by hand.
      console.warn('Could not copy to the clipboard', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }, [text]);

  return { copied, copy };
}
