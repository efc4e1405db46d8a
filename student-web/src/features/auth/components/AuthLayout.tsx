import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { Logo } from '../../../app/layout/Logo';
import { ColorSchemeSwitch } from '../../../components/ColorSchemeSwitch';
import { LanguageSwitch } from '../../../components/LanguageSwitch';

/** The public pages' shell: the language and theme switches, the logo above one centred card. */
export function AuthLayout({
  children,
  maxWidth = 440,
  disablePadding = false,
}: {
  children: ReactNode;
  maxWidth?: number;
  /** For cards whose content runs to the edges (the registration side panel). */
  disablePadding?: boolean;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        px: 2,
        py: { xs: 3, md: 5 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: { xs: -2, md: -3 } }}>
        <LanguageSwitch />
        <ColorSchemeSwitch />
      </Box>
      <Box sx={{ mb: { xs: 3, md: 4 }, display: 'flex', justifyContent: 'center' }}>
        <Logo />
      </Box>
      <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Paper
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth,
            p: disablePadding ? 0 : { xs: 2.5, sm: 4 },
            overflow: 'hidden',
          }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
