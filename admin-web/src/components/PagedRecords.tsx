import { useState, type ReactNode } from 'react';
import { Alert, CircularProgress, TablePagination, Typography } from '@mui/material';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { MessageKey } from '../i18n/en';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import type { Page } from '../providers/admin-http';

interface PagedRecordsProps<T, Key extends QueryKey> {
  /** The read of one page (from 1), as `academyQueries` gives it. */
  pageQuery: (page: number, perPage: number) => UseQueryOptions<Page<T>, Error, Page<T>, Key>;
  perPage: number;
  /** Shown in place of the rows when the page cannot be read. */
  failure: MessageKey;
  /** Shown in place of the rows when there are none. */
  empty: MessageKey;
  children: (records: T[]) => ReactNode;
}

/**
 * Records the API pages beside a show page's own (a user's ledger, an endpoint's deliveries):
 * a spinner until the first page arrives, the failure or the empty text in place of the rows,
 * and the page's rows above Back and Next. The rows of the page left stay until the next page
 * arrives.
 */
export function PagedRecords<T, Key extends QueryKey>({
  pageQuery,
  perPage,
  failure,
  empty,
  children,
}: PagedRecordsProps<T, Key>) {
  const translate = useTypedTranslate();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...pageQuery(page, perPage),
    placeholderData: keepPreviousData,
    // The failure shows at once; turning the page is the retry.
    retry: false,
  });
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
        onPageChange={(_, next) => setPage(next + 1)}
      />
    </>
  );
}
