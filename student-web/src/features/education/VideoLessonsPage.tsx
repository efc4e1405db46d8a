import { Alert, Grid, Stack, Typography } from '@mui/material';
import type { LessonItem } from '@academy/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLessonsQuery } from './api/get-lessons';
import { LessonList } from './components/LessonList';
import { LessonPlayer } from './components/LessonPlayer';
import { LESSON_PARAM } from './lesson-param';
import { useLockedLessonsOpening } from './use-catalogue-contents';
import { chainVideoEvents } from './video-events';
import { useLessonProgress } from './use-lesson-progress';
import { useLessonVideo } from './use-lesson-video';

/** Shown in the player until the lessons have loaded. */
const NO_LESSON: LessonItem = {
  id: -1,
  title: '',
  duration: '',
  isLocked: true,
  opensWith: { free: false, courses: [], minBalance: null },
  positionSeconds: 0,
  completed: false,
};

/**
 * /education/video and /education/video/forex: the player with the selected lesson and the
 * catalogue's lessons beside it (below it on a phone), as GET /api/lessons lists them with the
 * student's locks. The first open lesson (the demo) is selected unless the address names one.
 * Until the list has been read afresh (a top-up may have opened the course since) every lesson
 * waits. Each lesson starts where the student stopped, and a tick marks the ones they have watched.
 */
export function VideoLessonsPage() {
  const { t } = useTranslation('education');
  const progress = useLessonsQuery();
  const loading = !progress.isFetchedAfterMount;
  const lessons = useMemo(
    () => (loading || progress.isError ? [] : (progress.data ?? [])),
    [loading, progress.isError, progress.data],
  );
  const opening = useLockedLessonsOpening(lessons);
  const [params, setParams] = useSearchParams();
  const player = useRef<HTMLElement>(null);
  const isLocked = useCallback(
    (lessonId: number) => lessons.find((item) => item.id === lessonId)?.isLocked ?? true,
    [lessons],
  );
  const lesson =
    lessons.find((candidate) => String(candidate.id) === params.get(LESSON_PARAM)) ??
    lessons.find((candidate) => !candidate.isLocked) ??
    lessons[0] ??
    NO_LESSON;
  const locked = lesson.isLocked;
  const startAt = loading ? null : lesson.positionSeconds;
  const video = useLessonVideo(lesson.id, locked, startAt);
  const watching = useLessonProgress(lesson.id);
  const videoEvents = useMemo(
    () => chainVideoEvents(video.videoEvents, watching.videoEvents),
    [video.videoEvents, watching.videoEvents],
  );
  const isCompleted = useCallback(
    (lessonId: number) => lessons.some((item) => item.id === lessonId && item.completed),
    [lessons],
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
      {progress.isError && <Alert severity="error">{t('lessons.loadFailed')}</Alert>}
      {!loading && opening && (
        <Alert
          severity="warning"
          sx={{
            bgcolor: 'secondary.light',
            color: 'text.primary',
            '& .MuiAlert-icon': { color: 'text.primary' },
          }}
        >
          {t(`lessons.premiumNotice.${opening.variant}`, opening)}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <LessonPlayer
            ref={player}
            lesson={lesson}
            locked={locked}
            busy={loading || video.status === 'loading'}
            video={{ ...video, videoEvents }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <LessonList
            lessons={lessons}
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
