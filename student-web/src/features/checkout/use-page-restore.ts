import { useEffect } from 'react';

/**
 * A method stays busy while the browser leaves for a payment page. Coming back with the
 * browser's Back may restore this page from its cache as it was left, busy: free it again then.
 */
export function usePageRestore(onRestore: () => void) {
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) onRestore();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [onRestore]);
}
