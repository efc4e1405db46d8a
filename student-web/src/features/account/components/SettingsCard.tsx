import { Alert, Button, Card, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

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

/**
 * A settings card's form, named by the card's heading; it checks its fields itself and says what
 * is wrong beside each (not the browser). Under the fields it says why the last save failed or
 * that it worked, above its one button, which waits while `busy`. `narrow` keeps it to a readable
 * width.
 */
export function SettingsForm({
  headingId,
  onSubmit,
  narrow = false,
  failure,
  success,
  busy,
  submitLabel,
  busyLabel,
  children,
}: {
  headingId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  narrow?: boolean;
  failure: string | null;
  success: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      sx={narrow ? { maxWidth: 480 } : undefined}
    >
      {children}
      {failure && <Alert severity="error">{failure}</Alert>}
      {success && (
        <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
          {success}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Stack>
  );
}
