import { Box } from '@mui/material';

/**
 * A value kept on one line and cut with "…" where its column ends, never broken mid-word; the
 * whole of it shows on hover and is what assistive technology reads.
 */
export function TruncatedText({ text, monospace = false }: { text: string; monospace?: boolean }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        ...(monospace && { fontFamily: 'monospace' }),
      }}
    >
      {text}
    </Box>
  );
}
