import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';

/**
 * A list's rows as a table on a desktop and as stacked cards below the `md` breakpoint, where
 * a table's columns would not fit.
 */
export function ResponsiveList({ narrow, wide }: { narrow: ReactNode; wide: ReactNode }) {
  const isNarrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return <>{isNarrow ? narrow : wide}</>;
}
