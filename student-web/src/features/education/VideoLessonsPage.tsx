import { Alert, Grid, Stack, Typography } from '@mui/material';
import { LESSONS, PREMIUM_BALANCE_THRESHOLD } from '@academy/contracts';
import { hasPremiumLessons, isLessonLocked } from '@academy/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLessonsQuery } from './api/get-lessons';
import { LessonList } from './components/LessonList';
import { LessonPlayer } from './components/LessonPlayer';
import { LESSON_PARAM } from './lesson-param';
import { chainVideoEvents } from './video-events';
import { useFreshUser } from './use-fresh-user';
import { useLessonProgress } from './use-lesson-progress';
import { useLessonVideo } from './use-lesson-video';

const DEMO_LESSON = LESSONS[0];

/**
 * /education/video and /education/video/forex: the player with the selected lesson and the
 * course's lessons beside it (below it on a phone). The demo lesson is open to everyone; the
 * others wait for the user to load and open for PLATINUM or a premium balance. Each lesson
 * starts where the student stopped, and a tick marks the ones they have watched.
 */
export function VideoLessonsPage() {
  const { t } = useTranslation('education');
  const { user, loading: userLoading } = useFreshUser();
  const progress = useLessonsQuery();
  const [params, setParams] = useSearchParams();
  const player = useRef<HTMLElement>(null);
  const isLocked = useCallback((lessonId: number) => isLessonLocked(lessonId, user), [user]);
  const lesson =
    LESSONS.find((candidate) => String(candidate.id) === params.get(LESSON_PARAM)) ?? DEMO_LESSON;
  const locked = isLocked(lesson.id);
  const saved = progress.data?.find((item) => item.id === lesson.id);
  // Without the saved progress (it failed to load) the lesson simply starts at the beginning.
  const startAt = progress.isPending ? null : (saved?.positionSeconds ?? 0);
  const video = useLessonVideo(lesson.id, locked, startAt);
  const watching = useLessonProgress(lesson.id);
  const videoEvents = useMemo(
    () => chainVideoEvents(video.videoEvents, watching.videoEvents),
    [video.videoEvents, watching.videoEvents],
  );
  const isCompleted = useCallback(
    (lessonId: number) =>
      progress.data?.some((item) => item.id === lessonId && item.completed) ?? false,
    [progress.data],
  );

  const select = useCallback(
    (lessonId: number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(LESSON_PARAM, String(lessonId));
          return next;
        },
        { replace: true },
      );
      // On a phone the list sits below the player: bring the chosen lesson into view.
      player.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    },
    [setParams],
  );

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
            video={{ ...video, videoEvents }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <LessonList
            lessons={LESSONS}
            selectedId={lesson.id}
            isLocked={isLocked}
            isCompleted={isCompleted}
            onSelect={select}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
