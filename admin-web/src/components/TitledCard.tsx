import { useId, type ReactNode } from 'react';
import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';

interface TitledCardProps {
  title: MessageKey;
  /** The title's size: a caption over a figure (in the secondary colour), or a heading. */
  titleVariant: 'subtitle1' | 'h6' | 'h2';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is a section of its page, named by its title. */
export function TitledCard({ title, titleVariant, sx, children }: TitledCardProps) {
  const translate = useTypedTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={sx}>
      <CardContent>
        <Typography
          id={titleId}
          component="h2"
          variant={titleVariant}
          color={titleVariant === 'subtitle1' ? 'text.secondary' : undefined}
        >
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
