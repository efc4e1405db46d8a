import {
  Alert,
  Box,
  Card,
  Chip,
  CircularProgress,
  Container,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { CertificateVerification } from '@academy/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiResponseError } from '../../lib/api-client';
import { useCertificate } from './api/verify-certificate';

const courseName = (course: string) => course.charAt(0) + course.slice(1).toLowerCase();

/**
 * /certificates/:code: anyone holding the code sees whose certificate it is, for which course,
 * when it was issued and whether it still stands; nothing else about the holder.
 */
export function CertificatePage() {
  const { t } = useTranslation('certificates');
  const { code = '' } = useParams();
  const certificate = useCertificate(code);

  let body;
  if (certificate.isPending) {
    body = (
      <Stack direction="row" spacing={2} role="status" sx={{ justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  } else if (certificate.isError) {
    const status =
      certificate.error instanceof ApiResponseError ? certificate.error.status : undefined;
    body = (
      <Alert severity={status === 404 ? 'warning' : 'error'}>
        {status === 404 ? t('notFound') : status === 429 ? t('tooMany') : t('failed')}
      </Alert>
    );
  } else {
    body = <CertificateDetails certificate={certificate.data} />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 3, fontSize: '2rem' }}>
        {t('title')}
      </Typography>
      {body}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/">
          {t('home')}
        </Link>
      </Typography>
    </Container>
  );
}

function CertificateDetails({ certificate }: { certificate: CertificateVerification }) {
  const { t, i18n } = useTranslation('certificates');
  const course = courseName(certificate.course);
  // The day the certificate states, wherever its visitor is: midnight UTC of it, written in UTC.
  const issued = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${certificate.issuedOn}T00:00:00Z`));
  const valid = certificate.status === 'valid';
  const details = [
    { label: t('holder'), value: certificate.holderName },
    { label: t('course'), value: course },
    { label: t('issued'), value: issued },
    { label: t('code'), value: certificate.code, monospace: true },
  ];
  return (
    <Card sx={{ p: { xs: 2, md: 4 } }}>
      <Stack spacing={2}>
        <Box>
          <Chip color={valid ? 'success' : 'error'} label={valid ? t('valid') : t('revoked')} />
        </Box>
        {!valid && certificate.revokedReason && (
          <Alert severity="error">
            {t('revokedReason', { reason: certificate.revokedReason })}
          </Alert>
        )}
        <Typography>{t('statement', { holder: certificate.holderName, course })}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
          {details.map(({ label, value, monospace }) => (
            <Fragment key={label}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontFamily: monospace ? 'monospace' : undefined }}
              >
                {value}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </Stack>
    </Card>
  );
}
