import { Stack, Typography } from '@mui/material';
import type { User } from '@academy/contracts';
import { ShowRecordButton, StackedRecordList } from '../../../components/StackedRecordList';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { ActivityBadge } from './ActivityBadge';
import { BalanceField } from './BalanceField';
import { CourseField } from './CourseField';
import { UserRowActions } from './UserRowActions';

/** A link to the user's page, as an eye icon. */
export function ShowUserButton({ user }: { user: User }) {
  const translate = useTypedTranslate();
  return (
    <ShowRecordButton
      resource="users"
      id={user.id}
      label={translate('academy.users.show.open', { id: user.id })}
    />
  );
}

/**
 * Phones and portrait tablets: one entry per user (name, e-mail, balance and course), with the
 * user's page and the actions the role may use one tap away.
 */
export function UserStackedList() {
  const translate = useTypedTranslate();
  return (
    <StackedRecordList<User>
      label={translate('academy.users.title')}
      entry={(user) => ({
        heading: (
          <>
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
          </>
        ),
        badge: <ActivityBadge />,
        details: (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
            <BalanceField />
            <Typography component="span" variant="body2">
              <CourseField />
            </Typography>
          </Stack>
        ),
        actions: (
          <>
            <ShowUserButton user={user} />
            <UserRowActions />
          </>
        ),
      })}
    />
  );
}
