import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { StaffSession } from '@academy/contracts';
import { RowActionButton } from '../../components/RowActionButton';
import { ShowSection } from '../../components/ShowSection';
import { useServerErrorText } from '../../components/server-error';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { academyQueries } from '../../providers/academy-queries';
import type { AcademyDataProvider } from '../../providers/data-provider';

/** A staff account's open back-office sessions, for an admin to see and end one by one. */
export function StaffSessions({ staffId }: { staffId: number }) {
  const translate = useTypedTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useServerErrorText();
  const query = academyQueries.staffSessions(dataProvider, staffId);
  const sessions = useQuery(query);
  const end = useMutation({
    mutationFn: (session: StaffSession) => dataProvider.endStaffSession(staffId, session.id),
    onSuccess: () => {
      notify('academy.staff.sessions.ended', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (sessions.isPending) body = null;
  else if (sessions.isError) {
    body = (
      <Alert severity="error">
        {errorText(sessions.error, { fallback: 'academy.staff.sessions.loadError' })}
      </Alert>
    );
  } else if (sessions.data.length === 0) {
    body = (
      <Typography color="text.secondary">{translate('academy.staff.sessions.none')}</Typography>
    );
  } else {
    body = (
      <List dense disablePadding>
        {sessions.data.map((session) => (
          <ListItem
            key={session.id}
            disableGutters
            secondaryAction={
              <RowActionButton
                label="academy.staff.sessions.end"
                icon={<LogoutIcon fontSize="small" />}
                color="error"
                disabled={end.isPending}
                onClick={() => end.mutate(session)}
              />
            }
          >
            <ListItemText
              primary={
                <>
                  {session.device}
                  {session.current && (
                    <Chip
                      size="small"
                      sx={{ ml: 1 }}
                      label={translate('academy.staff.sessions.current')}
                    />
                  )}
                </>
              }
              secondary={translate('academy.staff.sessions.details', {
                ip: session.ip ?? '—',
                createdAt: when(session.createdAt),
                lastSeenAt: when(session.lastSeenAt),
              })}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <ShowSection title="academy.staff.sessions.title">
      {end.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorText(end.error, { fallback: 'academy.staff.sessions.endError' })}
        </Alert>
      )}
      {body}
    </ShowSection>
  );
}
