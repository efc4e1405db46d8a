import { Link, Typography } from '@mui/material';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config/api/get-public-config';

/** The product's logo, linking to the marketing site. */
export function Logo() {
  const { t } = useTranslation();
  const { marketingUrl } = usePublicConfig();
  return (
    <Link
      href={marketingUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('nav.logoHome')}
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main' }}
    >
      <ShowChartIcon aria-hidden />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
        {t('appName')}
      </Typography>
    </Link>
  );
}
