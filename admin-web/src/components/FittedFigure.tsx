import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A card's big figure (a count, an amount) on one line, never broken mid-number: its size follows
 * the card's width (container query units), from 3rem down to what fits a narrow column, so that
 * '$1,344,414.71' or '1 344 414,71 $' stays inside its card.
 */
export function FittedFigure({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ containerType: 'inline-size', mt: 1 }}>
      <Typography
        component="p"
        sx={{
          fontWeight: 700,
          lineHeight: 1.2,
          whiteSpace: 'nowrap',
          fontSize: 'clamp(1.25rem, 11cqi, 3rem)',
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}
