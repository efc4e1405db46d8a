import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  BulkActionsToolbar,
  CanAccess,
  DataTable,
  FilterButton,
  List,
  TopToolbar,
  useCanAccess,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { BULK_BALANCE_LIMIT, type BulkTarget, type User } from '@academy/contracts';
import { ActivityBadge } from './parts/ActivityBadge';
import { BalanceField } from './parts/BalanceField';
import { BulkBalanceButton } from './parts/BulkBalanceButton';
import { CourseField } from './parts/CourseField';
import { ErrorBanner, ErrorBannerProvider } from '../../components/ErrorBanner';
import { ResponsiveList } from '../../components/ResponsiveList';
import { TruncatedText } from '../../components/TruncatedText';
import { ExportCsvButton } from './parts/ExportCsvButton';
import { NamedSelectionBody } from './parts/NamedSelectionBody';
import { OpenBulkBalanceJobs } from './bulk-balance/OpenBulkBalanceJobs';
import { SelectAllMatching } from './parts/SelectAllMatching';
import { SummaryTiles } from './parts/SummaryTiles';
import { UserPagination } from './parts/UserPagination';
import { useUserFilters } from './parts/UserFilters';
import { UserRowActions } from './parts/UserRowActions';
import { UserStackedList } from './parts/UserStackedList';
import { useUserFilter } from './use-user-filter';

/** SPEC.md §9: the admin table shows 100 users a page. */
const USERS_PAGE_SIZE = 100;
const NEWEST_FIRST = { field: 'created_at', order: 'DESC' } as const;
/**
 * The e-mail column takes a share of the table's width, whatever the address: with no maximum
 * of its own (0), the table cannot grow past its container for a long one, which is cut.
 */
const EMAIL_CELL = { width: '30%', maxWidth: 0 } as const;

function UserListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CanAccess resource="users" action="export">
        <ExportCsvButton />
      </CanAccess>
    </TopToolbar>
  );
}

/**
 * A cell whose buttons and dialogs (rendered in a portal, but React children of the row all
 * the same) must not also open the user's page.
 */
function StopRowClick({ children }: { children: ReactNode }) {
  return <Box onClick={(event) => event.stopPropagation()}>{children}</Box>;
}

/** First and last name in one cell. */
function UserName() {
  const user = useRecordContext<User>();
  if (!user) return null;
  return <>{`${user.username} ${user.lastname}`}</>;
}

/** The e-mail on one line, cut to its column, the whole of it on hover. */
function UserEmail() {
  const user = useRecordContext<User>();
  return user ? <TruncatedText text={user.email} /> : null;
}

/** The table, with the bulk selection that can widen from the ticked rows to the whole search. */
function UsersTable() {
  const { data, total = 0, selectedIds } = useListContext<User>();
  const filter = useUserFilter();
  const { canAccess: canBulkEdit } = useCanAccess({ resource: 'users', action: 'bulk-balance' });
  // The filter as text: a widened selection belongs to one search.
  const search = JSON.stringify(filter);
  const rows = Array.isArray(data) ? data : [];
  const pageSelected = rows.length > 0 && rows.every((row) => selectedIds.includes(row.id));
  // The server refuses a bulk change of more users than BULK_BALANCE_LIMIT, so it is not offered.
  const canWiden = pageSelected && total > rows.length && total <= BULK_BALANCE_LIMIT;
  // The search the selection was widened to; any other search or selection undoes the widening.
  const [widenedFor, setWidenedFor] = useState<string | null>(null);
  const allMatching = canWiden && widenedFor === search;
  if (widenedFor !== null && !allMatching) setWidenedFor(null);

  if (data !== undefined && !Array.isArray(data)) {
    return <ErrorBanner messageKey="academy.users.errors.format" />;
  }

  const target: BulkTarget = allMatching ? { filter } : { ids: selectedIds.map(Number) };
  const bulkButtons = <BulkBalanceButton target={target} />;
  return (
    <DataTable
      // DataTable shows checkboxes only with bulk action buttons, and its toolbar only with those.
      bulkActionButtons={canBulkEdit ? bulkButtons : false}
      bulkActionsToolbar={
        canBulkEdit ? (
          <BulkActionsToolbar
            selectAllButton={
              canWiden ? (
                <SelectAllMatching
                  total={total}
                  selected={allMatching}
                  onSelect={() => setWidenedFor(search)}
                />
              ) : (
                false
              )
            }
          >
            {bulkButtons}
          </BulkActionsToolbar>
        ) : undefined
      }
      body={NamedSelectionBody}
      rowClick="show"
      sx={{
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& td': { overflowWrap: 'break-word' },
        '& th': { whiteSpace: 'nowrap' },
      }}
    >
      {/* Fewer, wider columns fit a laptop; the phone, trial and dates are on the user's page. */}
      <DataTable.Col source="id" />
      <DataTable.Col source="username" label="resources.users.fields.name">
        <UserName />
      </DataTable.Col>
      <DataTable.Col source="email" cellSx={() => EMAIL_CELL}>
        <UserEmail />
      </DataTable.Col>
      <DataTable.Col source="balance" align="right">
        <StopRowClick>
          <BalanceField />
        </StopRowClick>
      </DataTable.Col>
      <DataTable.Col source="course">
        <CourseField />
      </DataTable.Col>
      <DataTable.Col source="last_activity">
        <ActivityBadge />
      </DataTable.Col>
      {/* Without a source, the column names its label itself. */}
      <DataTable.Col label="resources.users.fields.actions" disableSort>
        <StopRowClick>
          <UserRowActions />
        </StopRowClick>
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * /admin/users: the summary tiles, the search (server-side; a new search goes back to page 1),
 * and the users newest first, 100 a page. Every change reloads the list and the tiles.
 */
export function UserList() {
  const filters = useUserFilters();
  return (
    <ErrorBannerProvider>
      {/* react-admin's layout grows to fit its widest content; this page scrolls its table instead,
          so that the tiles and the search stay on screen on a tablet. */}
      <Box sx={{ contain: 'inline-size' }}>
        <SummaryTiles />
        <ErrorBanner />
        <OpenBulkBalanceJobs />
        <List
          title="academy.users.title"
          sort={NEWEST_FIRST}
          perPage={USERS_PAGE_SIZE}
          filters={filters}
          actions={<UserListActions />}
          pagination={<UserPagination />}
          error={<ErrorBanner messageKey="academy.users.errors.load" />}
          sx={{ '& .RaList-main': { minWidth: 0 } }}
          // The red banner reports a failed load; no toast on top of it.
          queryOptions={{ onError: () => undefined }}
        >
          <ResponsiveList narrow={<UserStackedList />} wide={<UsersTable />} />
        </List>
      </Box>
    </ErrorBannerProvider>
  );
}
