import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

/** One titled card of a show page, named by its title for screen readers. */
export function ShowSection({ title, children }: { title: MessageKey; children: ReactNode }) {
  const translate = useTypedTranslate();
  return (
    <Card component="section" aria-label={translate(title)} variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** One label and its value; the label is its catalogue key. */
export type DetailRow = [MessageKey, ReactNode];

/**
 * Label and value pairs, side by side on a wide screen and stacked on a phone. An empty value
 * (null or undefined) shows `emptyText` when given.
 */
export function DetailList({ rows, emptyText }: { rows: DetailRow[]; emptyText?: MessageKey }) {
  const translate = useTypedTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        // A value kept on one line (an e-mail) is cut inside its column rather than widen it.
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{translate(label)}</dt>
          <dd>{value ?? (emptyText && translate(emptyText))}</dd>
        </Box>
      ))}
    </Box>
  );
}

type ShowGridColumns =
  { columns: string; from: 'md' | 'lg' } | { columns?: undefined; from?: undefined };

/**
 * A show page's sections in a grid: one column on a phone, `columns` from `from` up (one column
 * on every screen without them). A section that must take the whole width says so with
 * `gridColumn: '1 / -1'`.
 */
export function ShowGrid({ columns, from, children }: ShowGridColumns & { children: ReactNode }) {
  const oneColumn = 'minmax(0, 1fr)';
  const sx: SxProps<Theme> = {
    display: 'grid',
    gap: 2,
    p: { xs: 1, sm: 2 },
    gridTemplateColumns: from ? { xs: oneColumn, [from]: columns } : oneColumn,
    alignItems: 'start',
  };
  return <Box sx={sx}>{children}</Box>;
}
