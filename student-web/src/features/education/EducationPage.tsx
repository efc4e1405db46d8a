import { Button, Grid, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { IconCard } from '../../components/IconCard';
import { paths } from '../../config/routes';
import { useBooksQuery } from './api/get-books';
import { useLessonsQuery } from './api/get-lessons';

function SectionCard({
  icon,
  title,
  description,
  contents,
  to,
}: {
  icon: ReactElement;
  title: string;
  description: string;
  /** What the section holds, counted from the catalogue; null until it has loaded. */
  contents: string | null;
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
      {contents && <Typography sx={{ mt: 1, fontWeight: 600 }}>{contents}</Typography>}
    </IconCard>
  );
}

/**
 * /education: the two sections, e-books and video lessons, each with what it holds as the
 * catalogue lists it now, so a book or a lesson staff publish counts at once.
 */
export function EducationPage() {
  const { t } = useTranslation('education');
  const { data: books } = useBooksQuery();
  const { data: lessons } = useLessonsQuery();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard
          icon={<MenuBookIcon fontSize="large" />}
          title={t('overview.books.title')}
          description={t('overview.books.description')}
          contents={books ? t('contents.books', { count: books.length }) : null}
          to={paths.books}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard
          icon={<VideoLibraryIcon fontSize="large" />}
          title={t('overview.video.title')}
          description={t('overview.video.description')}
          contents={lessons ? t('contents.lessons', { count: lessons.length }) : null}
          to={paths.videoLessons}
        />
      </Grid>
    </Grid>
  );
}
