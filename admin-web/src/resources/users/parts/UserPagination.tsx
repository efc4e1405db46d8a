import { Box, Button, Typography } from '@mui/material';
import { useListContext, useListPaginationContext } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

/**
 * SPEC.md's pager: 'Showing {from} - {to} of {count} users' with Back and Next. When the API did
 * not count a broad search to the end, it shows the rows' range alone and offers Next while a
 * next page exists.
 */
export function UserPagination() {
  const { page, perPage, total, setPage, isPending, hasNextPage, data } = {
    ...useListPaginationContext(),
    data: useListContext().data,
  };
  const translate = useTypedTranslate();
  if (isPending) return null;
  const counted = total !== undefined;
  if (!counted && hasNextPage === undefined) return null;
  const shown = data?.length ?? 0;
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  const to = counted ? Math.min(page * perPage, total) : (page - 1) * perPage + shown;
  const hasNext = counted ? to < total : hasNextPage === true;
  return (
    <Box
      component="nav"
      aria-label={translate('academy.users.pagination.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 1,
        p: 1,
      }}
    >
      <Typography variant="body2" role="status">
        {counted
          ? translate('academy.users.pagination.range', { from, to, count: total })
          : translate('academy.users.pagination.openRange', { from, to })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {translate('academy.users.pagination.back')}
      </Button>
      <Button size="small" disabled={!hasNext} onClick={() => setPage(page + 1)}>
        {translate('academy.users.pagination.next')}
      </Button>
    </Box>
  );
}
