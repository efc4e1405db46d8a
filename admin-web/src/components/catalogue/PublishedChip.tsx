import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether students see the item (or can buy the tier). */
export function PublishedChip({ published }: { published: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={published ? 'success' : 'default'}
      label={translate(published ? 'academy.catalogue.published' : 'academy.catalogue.unpublished')}
    />
  );
}
