import { Box, Button, Typography } from '@mui/material';
import { useListPaginationContext } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';

/** SPEC.md's pager: 'Showing {from} - {to} of {count} users' with Back and Next. */
export function UserPagination() {
  const { page, perPage, total, setPage, isPending } = useListPaginationContext();
  const translate = useTypedTranslate();
  if (isPending || total === undefined) return null;
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
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
        {translate('academy.users.pagination.range', { from, to, count: total })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {translate('academy.users.pagination.back')}
      </Button>
      <Button size="small" disabled={to >= total} onClick={() => setPage(page + 1)}>
        {translate('academy.users.pagination.next')}
      </Button>
    </Box>
  );
}
