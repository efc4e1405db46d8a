import { Fragment, type MouseEvent } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Divider, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import { Link, RecordContextProvider, useCreatePath, useListContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { ActivityBadge } from './ActivityBadge';
import { BalanceField } from './BalanceField';
import { CourseField } from './CourseField';
import { UserRowActions } from './UserRowActions';

/** A link to the user's page, as an eye icon. */
export function ShowUserButton({ user }: { user: User }) {
  const translate = useTypedTranslate();
  const createPath = useCreatePath();
  const name = translate('academy.users.show.open', { id: user.id });
  return (
    <IconButton
      component={Link}
      to={createPath({ resource: 'users', type: 'show', id: user.id })}
      size="small"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      aria-label={name}
      title={name}
    >
      <VisibilityIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * Phones and portrait tablets: one entry per user (name, e-mail, balance and course), with the
 * user's page and the actions the role may use one tap away.
 */
export function UserStackedList() {
  const { data } = useListContext<User>();
  const translate = useTypedTranslate();
  if (!data) return null;
  return (
    <List disablePadding aria-label={translate('academy.users.title')}>
      {data.map((user, index) => (
        <RecordContextProvider key={user.id} value={user}>
          <Fragment>
            {index > 0 && <Divider component="li" />}
            <ListItem sx={{ display: 'block', px: 1 }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {user.username} {user.lastname}
                  </Typography>
                  <Typography
                    component="div"
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {user.email}
                  </Typography>
                </Box>
                <ActivityBadge />
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
                <BalanceField />
                <Typography component="span" variant="body2">
                  <CourseField />
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5, gap: 0.5 }}>
                <ShowUserButton user={user} />
                <UserRowActions />
              </Stack>
            </ListItem>
          </Fragment>
        </RecordContextProvider>
      ))}
    </List>
  );
}
