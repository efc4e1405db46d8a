import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { CERTIFICATE_REVOKE_REASON_MAX, type AdminCertificate } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';

interface RevokeCertificateDialogProps {
  certificate: AdminCertificate;
  open: boolean;
  onClose: () => void;
}

/** Asks for the reason the public verify page will show, then revokes the certificate. */
export function RevokeCertificateDialog({
  certificate,
  open,
  onClose,
}: RevokeCertificateDialogProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [text, setText] = useState('');
  const reason = text.trim();
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeCertificate(certificate.code, { reason }),
    onSuccess: () => {
      notify('academy.certificates.revoke.done', { type: 'success' });
      setText('');
      onClose();
      refresh();
    },
  });
  const close = () => {
    if (revoke.isError) refresh();
    revoke.reset();
    setText('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason !== '') revoke.mutate();
        }}
      >
        <DialogTitle id={titleId}>
          {translate('academy.certificates.revoke.title', { code: certificate.code })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('academy.certificates.revoke.question', {
              holder: certificate.holderName,
            })}
          </DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('academy.certificates.revoke.reason')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            helperText={translate('academy.certificates.revoke.reasonLength', {
              length: text.length,
              max: CERTIFICATE_REVOKE_REASON_MAX,
            })}
            slotProps={{ htmlInput: { maxLength: CERTIFICATE_REVOKE_REASON_MAX } }}
          />
          {revoke.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('academy.certificates.errors.revoke')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={reason === '' || revoke.isPending}
          >
            {translate('academy.certificates.revoke.button')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
