import { Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One card of the settings page, a section named by its heading; `headingId` lets a form or list
 * inside it take the same name.
 */
export function SettingsCard({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
