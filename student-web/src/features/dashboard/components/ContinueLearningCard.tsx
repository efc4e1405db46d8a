import { Button, Card, LinearProgress, Stack, Typography } from '@mui/material';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { courseCompletionPercent, holdsTier, nextLesson } from '@academy/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicConfig } from '../../../app/config/api/get-public-config';
import { useSession } from '../../../app/session/use-session';
import { paths } from '../../../config/routes';
import { lessonScreenPath, useLessonsQuery, useLockedLessonsOpening } from '../../education';

/**
 * "Continue learning": the lesson to go on with and how much of the course is done. A student
 * without a course whose paid lessons are all locked is told what opens them, by the catalogue's
 * rules; one holding a tier learns that from the course card instead. Without the lessons (still
 * loading, or failed) the card stays away rather than show a wrong state.
 */
export function ContinueLearningCard() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const { user } = useSession();
  const { tiers } = usePublicConfig();
  const { data: lessons } = useLessonsQuery();
  const opening = useLockedLessonsOpening(lessons ?? []);
  if (!lessons) return null;
  const courseOpen = lessons.some((lesson) => !lesson.opensWith.free && !lesson.isLocked);
  if (!courseOpen && (!opening || holdsTier(user?.course, tiers))) return null;
  const next = nextLesson(lessons);
  const percent = courseCompletionPercent(lessons);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3, height: '100%' }}>
      <Stack spacing={2} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <OndemandVideoIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('learning.title')}
        </Typography>
        {courseOpen ? (
          <>
            <Typography sx={{ flexGrow: 1 }}>
              {next ? t('learning.next', { title: next.title }) : t('learning.done')}
            </Typography>
            <Stack spacing={0.5} sx={{ width: '100%' }}>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('learning.progressLabel')}
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Typography color="text.secondary">{t('learning.progress', { percent })}</Typography>
            </Stack>
            <Button
              variant="contained"
              component={RouterLink}
              to={next ? lessonScreenPath(next.id) : paths.videoLessons}
            >
              {next ? t('learning.continue') : t('learning.openLessons')}
            </Button>
          </>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {opening && t(`learning.locked.${opening.variant}`, opening)}
            </Typography>
            <Button variant="contained" component={RouterLink} to={paths.activate}>
              {t('learning.activate')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
