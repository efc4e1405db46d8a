import { Button, Grid, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { IconCard } from '../../components/IconCard';
import { paths } from '../../config/routes';

function SectionCard({
  icon,
  title,
  description,
  to,
}: {
  icon: ReactElement;
  title: string;
  description: string;
  to: string;
}) {
  const { t } = useTranslation('education');
  return (
    <IconCard
      icon={icon}
      title={title}
      actions={(titleId) => (
        // The card's title describes which section the shared button text leads to.
        <Button variant="contained" component={RouterLink} to={to} aria-describedby={titleId}>
          {t('overview.goToSection')}
        </Button>
      )}
    >
      <Typography color="text.secondary">{description}</Typography>
    </IconCard>
  );
}

const SECTIONS = [
  { key: 'books', icon: <MenuBookIcon fontSize="large" />, to: paths.books },
  { key: 'video', icon: <VideoLibraryIcon fontSize="large" />, to: paths.videoLessons },
] as const;

/** /education: the two sections, e-books and video lessons. */
export function EducationPage() {
  const { t } = useTranslation('education');
  return (
    <Grid container spacing={3}>
      {SECTIONS.map(({ key, icon, to }) => (
        <Grid key={key} size={{ xs: 12, md: 6 }}>
          <SectionCard
            icon={icon}
            title={t(`overview.${key}.title`)}
            description={t(`overview.${key}.description`)}
            to={to}
          />
        </Grid>
      ))}
    </Grid>
  );
}
