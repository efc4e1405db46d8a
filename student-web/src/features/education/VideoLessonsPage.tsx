import { Alert, Grid, Stack, Typography } from '@mui/material';
import { LESSONS, PREMIUM_BALANCE_THRESHOLD } from '@academy/contracts';
import { hasPremiumLessons, isLessonLocked } from '@academy/domain';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonList } from './components/LessonList';
import { LessonPlayer } from './components/LessonPlayer';
import { useFreshUser } from './use-fresh-user';
import { useLessonVideo } from './use-lesson-video';

const DEMO_LESSON = LESSONS[0];

/**
 * /education/video and /education/video/forex: the player with the selected lesson and the
 * course's lessons beside it (below it on a phone). The demo lesson is open to everyone; the
 * others wait for the user to load and open for PLATINUM or a premium balance.
 */
export function VideoLessonsPage() {
  const { t } = useTranslation('education');
  const { user, loading: userLoading } = useFreshUser();
  const [selectedId, setSelectedId] = useState(DEMO_LESSON.id);
  const player = useRef<HTMLElement>(null);
  const isLocked = useCallback((lessonId: number) => isLessonLocked(lessonId, user), [user]);
  const lesson = LESSONS.find((candidate) => candidate.id === selectedId) ?? DEMO_LESSON;
  const locked = isLocked(lesson.id);
  const video = useLessonVideo(lesson.id, locked);

  const select = useCallback((lessonId: number) => {
    setSelectedId(lessonId);
    // On a phone the list sits below the player: bring the chosen lesson into view.
    player.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{t('lessons.courseTitle')}</Typography>
      {!userLoading && !hasPremiumLessons(user) && (
        <Alert
          severity="warning"
          sx={{
            bgcolor: 'secondary.light',
            color: 'text.primary',
            '& .MuiAlert-icon': { color: 'text.primary' },
          }}
        >
          {t('lessons.premiumNotice', { amount: PREMIUM_BALANCE_THRESHOLD })}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <LessonPlayer
            ref={player}
            lesson={lesson}
            locked={locked}
            busy={userLoading || video.status === 'loading'}
            video={video}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <LessonList
            lessons={LESSONS}
            selectedId={lesson.id}
            isLocked={isLocked}
            onSelect={select}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
