import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Button, Chip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { CanAccess, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { User } from '@academy/contracts';
import { useReportError } from '../../../components/ErrorBanner';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../../providers/data-provider';

/** Whether the student proved they read their e-mail; admins may confirm it for them (audited). */
export function EmailStatusField({ user }: { user: User }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportError = useReportError();
  const mark = useMutation({
    mutationFn: (id: number) => dataProvider.markEmailVerified(id),
    onSuccess: () => {
      reportError(null);
      notify('academy.users.verifyEmail.done', { type: 'success' });
      refresh();
    },
    onError: () => reportError('academy.users.errors.verifyEmail'),
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={user.emailVerified ? 'success' : 'warning'}
        label={translate(
          user.emailVerified
            ? 'academy.users.show.emailVerified'
            : 'academy.users.show.emailUnverified',
        )}
      />
      {!user.emailVerified && (
        <CanAccess resource="users" action="verify-email">
          <Button
            size="small"
            startIcon={<VerifiedIcon fontSize="small" />}
            disabled={mark.isPending}
            onClick={() => mark.mutate(user.id)}
          >
            {translate('academy.users.verifyEmail.action')}
          </Button>
        </CanAccess>
      )}
    </Box>
  );
}
