import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
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
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
          {icon}
        </Box>
        <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {/* The card's title describes which section the shared button text leads to. */}
        <Button variant="contained" component={RouterLink} to={to} aria-describedby={titleId}>
          {t('overview.goToSection')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /education: the two sections, e-books and video lessons. */
export function EducationPage() {
  const { t } = useTranslation('education');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard
          icon={<MenuBookIcon fontSize="large" />}
          title={t('overview.books.title')}
          description={t('overview.books.description')}
          to={paths.books}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard
          icon={<VideoLibraryIcon fontSize="large" />}
          title={t('overview.video.title')}
          description={t('overview.video.description')}
          to={paths.videoLessons}
        />
      </Grid>
    </Grid>
  );
}
