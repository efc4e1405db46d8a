import { useState } from 'react';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Button, useListContext, useRefresh } from 'react-admin';
import type { BulkTarget } from '@academy/contracts';
import { BulkBalanceDialog } from '../bulk-balance/BulkBalanceDialog';

/** 'Change balances' for the selected rows, or for every user matching the search. */
export function BulkBalanceButton({ target }: { target: BulkTarget }) {
  const { onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="academy.users.bulk.changeBalances" onClick={() => setOpen(true)}>
        <PriceChangeIcon />
      </Button>
      <BulkBalanceDialog
        target={target}
        open={open}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          onUnselectItems();
          refresh();
        }}
      />
    </>
  );
}
