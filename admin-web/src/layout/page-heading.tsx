import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

interface PageHeading {
  /** How many mounted screens write their own h1. */
  own: number;
  change: (by: 1 | -1) => void;
}

const PageHeadingContext = createContext<PageHeading | null>(null);

/**
 * Every page has one h1: the app bar's title, unless the screen writes its own (the statistics,
 * two-factor sign-in), which it says with useOwnPageHeading.
 */
export function PageHeadingProvider({ children }: { children: ReactNode }) {
  const [own, setOwn] = useState(0);
  const value = useMemo(() => ({ own, change: (by: 1 | -1) => setOwn((n) => n + by) }), [own]);
  return <PageHeadingContext.Provider value={value}>{children}</PageHeadingContext.Provider>;
}

/** Called by a screen that writes its own h1: the app bar's title is then no heading. */
export function useOwnPageHeading(): void {
  const change = useContext(PageHeadingContext)?.change;
  // Before the first paint, so that the page never shows two h1s, even for a moment.
  useLayoutEffect(() => {
    change?.(1);
    return () => change?.(-1);
    // `change` is stable in meaning; re-running on each new object would count twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The element of the app bar's title: h1 unless the screen has its own. */
export function useAppBarTitleElement(): 'h1' | 'span' {
  return (useContext(PageHeadingContext)?.own ?? 0) > 0 ? 'span' : 'h1';
}
