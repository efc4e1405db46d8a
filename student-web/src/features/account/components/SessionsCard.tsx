import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import type { StudentSession } from '@academy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/use-session';
import { paths } from '../../../config/routes';
import { useEndAllSessions, useEndSession, useSessions } from '../api/sessions';
import { failureMessage } from '../failure-message';
import { SettingsCard } from './SettingsCard';

// The API names a device "Chrome on Windows" in English; the page says it in its own language.
const DEVICE = /^(.+) on (.+)$/;
const UNKNOWN_DEVICE = 'Unknown device';

function useDeviceName(): (device: string) => string {
  const { t } = useTranslation('account');
  return (device) => {
    if (device === UNKNOWN_DEVICE) return t('sessions.unknownDevice');
    const [, browser, system] = DEVICE.exec(device) ?? [];
    return browser && system ? t('sessions.device', { browser, system }) : device;
  };
}

/** Where the student is signed in: each device can be signed out, or all of them at once. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('account');
  const headingId = useId();
  const sessions = useSessions();
  const ending = useEndSession();
  const endingAll = useEndAllSessions();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const deviceName = useDeviceName();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const signOutEverywhere = () =>
    endingAll.mutate(undefined, {
      // This device's session has ended too: leave as Logout does.
      onSuccess: () => {
        signOut();
        void navigate(paths.login, { replace: true });
      },
    });

  const row = (session: StudentSession) => {
    const device = deviceName(session.device);
    return (
      <ListItem
        key={session.id}
        divider
        sx={{ px: 0, gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{device}</Typography>
            {session.current && (
              <Chip size="small" color="primary" label={t('sessions.thisDevice')} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('sessions.details', {
              ip: session.ip ?? t('sessions.unknownIp'),
              lastSeen: when.format(new Date(session.lastSeenAt)),
              created: when.format(new Date(session.createdAt)),
            })}
          </Typography>
        </Box>
        {!session.current && (
          <Button
            variant="outlined"
            size="small"
            aria-label={t('sessions.signOutNamed', { device })}
            disabled={ending.isPending && ending.variables === session.id}
            onClick={() => ending.mutate(session.id)}
          >
            {t('sessions.signOut')}
          </Button>
        )}
      </ListItem>
    );
  };

  return (
    <SettingsCard headingId={headingId} title={t('sessions.title')}>
      {sessions.isPending ? (
        <CircularProgress aria-label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <Alert severity="error">{t('sessions.failed')}</Alert>
      ) : (
        <List aria-labelledby={headingId} disablePadding>
          {sessions.data.map(row)}
        </List>
      )}
      {ending.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('sessions.signOutFailed')}
        </Alert>
      )}
      {endingAll.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failureMessage(endingAll.error, t)}
        </Alert>
      )}
      <Button
        variant="contained"
        color="error"
        sx={{ mt: 2 }}
        disabled={endingAll.isPending}
        onClick={signOutEverywhere}
      >
        {t('sessions.signOutEverywhere')}
      </Button>
    </SettingsCard>
  );
}
