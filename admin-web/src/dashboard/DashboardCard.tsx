import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

/** A figure with its caption; the figure never wraps mid-number and never leaves its card. */
export function DashboardCard({ label, children }: { label: MessageKey; children: ReactNode }) {
  const translate = useTypedTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" color="text.secondary">
          {translate(label)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
