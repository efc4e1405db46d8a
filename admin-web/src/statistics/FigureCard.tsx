import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { TitledCard } from '../components/TitledCard';
import type { MessageKey } from '../i18n/en';

/** A statistics card led by one large figure under its title, with any detail below it. */
export function FigureCard({
  title,
  figure,
  children,
}: {
  title: MessageKey;
  figure: string;
  children?: ReactNode;
}) {
  return (
    <TitledCard title={title} titleVariant="subtitle1">
      <Typography component="p" variant="h3" sx={{ fontWeight: 700, mt: 1 }}>
        {figure}
      </Typography>
      {children}
    </TitledCard>
  );
}
