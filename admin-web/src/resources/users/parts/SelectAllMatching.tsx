import { Button, Typography } from '@mui/material';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

interface SelectAllMatchingProps {
  /** How many users match the search, on every page. */
  total: number;
  /** Whether the whole search, not just the ticked rows, is the selection. */
  selected: boolean;
  onSelect: () => void;
}

/** Widens a selection of the whole page to every user matching the search. */
export function SelectAllMatching({ total, selected, onSelect }: SelectAllMatchingProps) {
  const translate = useTypedTranslate();
  if (selected) {
    return (
      <Typography variant="body2" role="status" sx={{ color: 'text.primary' }}>
        {translate('academy.users.bulk.allMatchingSelected', { smart_count: total })}
      </Typography>
    );
  }
  return (
    <Button size="small" onClick={onSelect} sx={{ textTransform: 'none' }}>
      {translate('academy.users.bulk.selectAllMatching', { smart_count: total })}
    </Button>
  );
}
