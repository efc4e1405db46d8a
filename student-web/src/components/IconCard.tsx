import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId, type ReactElement, type ReactNode } from 'react';

/**
 * A card of a section or an offer: an icon, a heading that names the card for assistive
 * technology, its content and its actions. `actions` receives the heading's id, so a button whose
 * text is shared by several cards can say which card it belongs to.
 */
export function IconCard({
  icon,
  title,
  compactTitle = false,
  children,
  actions,
}: {
  icon: ReactElement;
  title: string;
  compactTitle?: boolean;
  children: ReactNode;
  actions: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
          {icon}
        </Box>
        <Typography
          id={titleId}
          variant="h2"
          sx={{ mb: 1, ...(compactTitle ? { fontSize: '1.25rem' } : {}) }}
        >
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{actions(titleId)}</CardActions>
    </Card>
  );
}
