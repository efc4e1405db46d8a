import { Alert, CircularProgress, TablePagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useCreatePath, useDataProvider, type Identifier } from 'react-admin';
import { LedgerTable } from '../../../components/LedgerTable';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';

const PER_PAGE = 25;

/** The user's balance changes, newest first, a page at a time as the API pages them. */
export function UserLedger({ userId }: { userId: Identifier }) {
  const translate = useTypedTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    ...academyQueries.userLedger(dataProvider, userId, page, PER_PAGE),
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (ledger.isPending) {
    return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  }
  if (ledger.isError) {
    return <Alert severity="error">{translate('academy.users.errors.ledger')}</Alert>;
  }
  if (ledger.data.total === 0) {
    return (
      <Typography color="text.secondary">{translate('academy.users.show.noLedger')}</Typography>
    );
  }
  return (
    <>
      <LedgerTable
        entries={ledger.data.data}
        renderPayment={(paymentId) => (
          <Link to={createPath({ resource: 'payments', type: 'show', id: paymentId })}>
            {translate('academy.users.show.openPayment')}
          </Link>
        )}
      />
      <TablePagination
        component="div"
        count={ledger.data.total}
        page={page - 1}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => setPage(next + 1)}
      />
    </>
  );
}
