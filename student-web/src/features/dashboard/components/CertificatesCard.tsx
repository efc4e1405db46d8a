import { Alert, Button, Card, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import ShareIcon from '@mui/icons-material/Share';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { OwnCertificate } from '@academy/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/routes';
import { useDownloadCertificate } from '../api/download-certificate';
import { useCertificates } from '../api/get-certificates';
import { celebrate } from '../celebrate';
import { linkedInAddToProfileUrl } from '../linkedin';

const CELEBRATED_KEY = 'academy.certificates-celebrated';

/** The codes this browser has already celebrated, so the confetti plays once per certificate. */
function celebratedCodes(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CELEBRATED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((code) => typeof code === 'string') : []);
  } catch {
    return new Set();
  }
}

function useCelebrateOnce(codes: readonly string[]) {
  const key = codes.join(',');
  useEffect(() => {
    if (key === '') return;
    const seen = celebratedCodes();
    const fresh = key.split(',').filter((code) => !seen.has(code));
    if (fresh.length === 0) return;
    for (const code of fresh) seen.add(code);
    localStorage.setItem(CELEBRATED_KEY, JSON.stringify([...seen]));
    void celebrate();
  }, [key]);
}

const courseName = (course: string) => course.charAt(0) + course.slice(1).toLowerCase();

/**
 * The student's valid certificates: congratulations (with confetti the first time), the PDF,
 * the public verify page to share, and LinkedIn's add-to-profile link. Nothing when there are none.
 */
export function CertificatesCard() {
  const { data } = useCertificates();
  const valid = (data ?? []).filter((certificate) => certificate.status === 'valid');
  useCelebrateOnce(valid.map((certificate) => certificate.code));
  if (valid.length === 0) return null;
  return (
    <Stack spacing={2}>
      {valid.map((certificate) => (
        <CertificateCard key={certificate.code} certificate={certificate} />
      ))}
    </Stack>
  );
}

function CertificateCard({ certificate }: { certificate: OwnCertificate }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const download = useDownloadCertificate();
  const [shared, setShared] = useState(false);
  const course = courseName(certificate.course);
  const verifyPath = generatePath(paths.certificate, { code: certificate.code });
  const verifyUrl = `${window.location.origin}${verifyPath}`;

  const share = async () => {
    const title = t('certificate.shareTitle', { course });
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url: verifyUrl }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(verifyUrl);
    setShared(true);
  };

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <WorkspacePremiumIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('certificate.title')}
        </Typography>
        <Typography>
          {t('certificate.text', { course, lessons: certificate.lessonsCompleted })}
        </Typography>
        <Typography color="text.secondary">
          {t('certificate.code')}{' '}
          <Link component={RouterLink} to={verifyPath} sx={{ fontFamily: 'monospace' }}>
            {certificate.code}
          </Link>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate(certificate.code)}
          >
            {t('certificate.download')}
          </Button>
          <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
            {t('certificate.share')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<LinkedInIcon />}
            href={linkedInAddToProfileUrl(
              certificate,
              t('certificate.linkedInName', { course }),
              verifyUrl,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('certificate.linkedIn')}
          </Button>
        </Stack>
        {shared && <Alert severity="success">{t('certificate.copied')}</Alert>}
        {download.isError && <Alert severity="error">{t('certificate.downloadFailed')}</Alert>}
      </Stack>
    </Card>
  );
}
