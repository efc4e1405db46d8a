import type { ReactNode } from 'react';
import { Alert, CircularProgress, TablePagination, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import type { Page } from '../providers/admin-http';

interface PagedRecordsProps<T> {
  /** The query of the page shown, which keeps the previous page's rows while the next loads. */
  query: UseQueryResult<Page<T>>;
  /** The page shown, from 1. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** Shown in place of the rows when the page cannot be read. */
  failure: MessageKey;
  /** Shown in place of the rows when there are none. */
  empty: MessageKey;
  children: (records: T[]) => ReactNode;
}

/**
 * Records the API pages beside a show page's own (a user's ledger, an endpoint's deliveries):
 * a spinner until the first page arrives, the failure or the empty text in place of the rows,
 * and the page's rows above Back and Next.
 */
export function PagedRecords<T>({
  query,
  page,
  perPage,
  onPageChange,
  failure,
  empty,
  children,
}: PagedRecordsProps<T>) {
  const translate = useTypedTranslate();
  if (query.isPending) {
    return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  }
  if (query.isError) return <Alert severity="error">{translate(failure)}</Alert>;
  if (query.data.total === 0) {
    return <Typography color="text.secondary">{translate(empty)}</Typography>;
  }
  return (
    <>
      {children(query.data.data)}
      <TablePagination
        component="div"
        count={query.data.total}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPageChange(next + 1)}
      />
    </>
  );
}
