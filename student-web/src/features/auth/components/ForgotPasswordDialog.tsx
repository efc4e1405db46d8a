import { DialogHeader } from '../../../components/DialogHeader';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { failureMessage } from '../error-message';

/** How long the green confirmation stays on the page (SPEC.md §9). */
export const RESET_NOTICE_MS = 3000;

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The forgot-password modal. It renders where it is placed: the green confirmation shows there
 * after the modal has closed, the red failure inside the modal.
 */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const titleId = useId();
  const [email, setEmail] = useState('');
  const requesting = useRequestPasswordReset();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (notice?.severity !== 'success') return;
    const timer = setTimeout(() => setNotice(null), RESET_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const dismiss = () => {
    setEmail('');
    setNotice(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requesting.isPending) return;
    setNotice(null);
    requesting.mutate(
      { email },
      {
        onSuccess: () => {
          setEmail('');
          setNotice({ severity: 'success', text: t('forgot.sent') });
          onClose();
        },
        onError: (error) =>
          setNotice({
            severity: 'error',
            text: failureMessage(error, common, t('forgot.failed'), t('serverError')),
          }),
      },
    );
  };

  return (
    <>
      {notice?.severity === 'success' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <Dialog open={open} onClose={dismiss} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <Box component="form" onSubmit={submit}>
          <DialogHeader
            id={titleId}
            title={t('forgot.title')}
            closeLabel={t('forgot.close')}
            onClose={dismiss}
          />
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('forgot.hint')}
            </Typography>
            <TextField
              type="email"
              required
              autoFocus
              fullWidth
              autoComplete="email"
              label={t('fields.email')}
              placeholder={t('forgot.placeholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {notice?.severity === 'error' && <Alert severity="error">{notice.text}</Alert>}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button onClick={dismiss}>{t('forgot.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={requesting.isPending}>
              {requesting.isPending ? t('forgot.sending') : t('forgot.submit')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
