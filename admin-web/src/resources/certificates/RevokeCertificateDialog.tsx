import { useState } from 'react';
import { Alert, DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { CERTIFICATE_REVOKE_REASON_MAX, type AdminCertificate } from '@academy/contracts';
import { FormDialog } from '../../components/FormDialog';
import { ReasonField } from '../../components/ReasonField';
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
    <FormDialog
      open={open}
      onClose={close}
      title={translate('academy.certificates.revoke.title', { code: certificate.code })}
      width="sm"
      canSubmit={reason !== ''}
      pending={revoke.isPending}
      onSubmit={() => revoke.mutate()}
      cancelLabel="ra.action.cancel"
      submitLabel="academy.certificates.revoke.button"
      submitColor="error"
    >
      <DialogContentText>
        {translate('academy.certificates.revoke.question', { holder: certificate.holderName })}
      </DialogContentText>
      <ReasonField
        alone
        label="academy.certificates.revoke.reason"
        lengthText="academy.certificates.revoke.reasonLength"
        maxLength={CERTIFICATE_REVOKE_REASON_MAX}
        value={text}
        onChange={setText}
      />
      {revoke.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('academy.certificates.errors.revoke')}
        </Alert>
      )}
    </FormDialog>
  );
}
