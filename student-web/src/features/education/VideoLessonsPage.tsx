import {
  Alert,
  Card,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import { LESSONS } from '@academy/contracts';
import { useTranslation } from 'react-i18next';

/**
 * /education/video and /education/video/forex: the course's lessons, read-only. The player
 * needs the signed links of the protected-content work, so this screen says so.
 */
export function VideoLessonsPage() {
  const { t } = useTranslation('education');
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('lessons.comingSoon')}</Alert>
      <Card>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', px: 2, pt: 2 }}>
          {t('lessons.listTitle')}
        </Typography>
        <List>
          {LESSONS.map((lesson, index) => (
            <ListItem key={lesson.id} divider={index < LESSONS.length - 1}>
              <ListItemIcon sx={{ color: 'primary.main' }}>
                <OndemandVideoOutlinedIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={lesson.title} />
              <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {lesson.duration}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
