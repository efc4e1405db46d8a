import BlockIcon from '@mui/icons-material/Block';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { AdminCertificate } from '@academy/contracts';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { RevokeCertificateDialog } from './RevokeCertificateDialog';

/** Valid or revoked, and why it was revoked. */
export function CertificateStatusField() {
  const certificate = useRecordContext<AdminCertificate>();
  const translate = useTypedTranslate();
  if (!certificate) return null;
  const valid = certificate.status === 'valid';
  return (
    <Stack component="span" sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={valid ? 'success' : 'default'}
        label={translate(`academy.certificates.status.${certificate.status}`)}
      />
      {!valid && certificate.revokedReason && (
        <Typography variant="body2" color="text.secondary">
          {translate('academy.certificates.revokedBecause', {
            reason: certificate.revokedReason,
          })}
        </Typography>
      )}
    </Stack>
  );
}

/** "Revoke" for a valid certificate, for staff whose role may change users. */
export function RevokeCertificateButton() {
  const certificate = useRecordContext<AdminCertificate>();
  const translate = useTypedTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'certificates', action: 'revoke' });
  if (!certificate || certificate.status !== 'valid' || !canAccess) return null;
  return (
    <>
      <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate('academy.certificates.revoke.button')}
      </Button>
      <RevokeCertificateDialog
        certificate={certificate}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
