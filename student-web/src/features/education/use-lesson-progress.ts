import { LESSON_POSITION_MAX_SECONDS, LESSON_PROGRESS_SAVE_SECONDS } from '@academy/contracts';
import { isLessonCompleted } from '@academy/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type SyntheticEvent } from 'react';
import { rememberLessonProgress, saveLessonProgress } from './api/save-lesson-progress';

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

interface Watched {
  lessonId: number;
  position: number;
  duration: number;
  savedPosition: number;
  savedAt: number;
}

/**
 * Saves where the student is in the lesson: every LESSON_PROGRESS_SAVE_SECONDS while it plays,
 * on pause, when another lesson is chosen or the screen is left, and when the page is hidden
 * or closed (then with keepalive, so the request outlives the page). A lesson counts as
 * completed once 90 % of the video's real duration has played; the API keeps that for good.
 */
export function useLessonProgress(lessonId: number) {
  const queryClient = useQueryClient();
  const watched = useRef<Watched | null>(null);

  const save = useCallback(
    (keepalive: boolean) => {
      const current = watched.current;
      if (!current || current.position === current.savedPosition) return;
      current.savedPosition = current.position;
      current.savedAt = Date.now();
      const positionSeconds = Math.min(current.position, LESSON_POSITION_MAX_SECONDS);
      const completed = isLessonCompleted(positionSeconds, current.duration);
      saveLessonProgress(current.lessonId, { positionSeconds, completed }, { keepalive })
        .then((saved) => rememberLessonProgress(queryClient, saved))
        .catch((error: unknown) => console.warn('Failed to save the lesson progress', error));
    },
    [queryClient],
  );

  // The lesson being left (another one chosen, or the screen closed) keeps its last position.
  useEffect(
    () => () => {
      save(false);
      watched.current = null;
    },
    [lessonId, save],
  );

  useEffect(() => {
    const saveNow = () => save(true);
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', saveWhenHidden);
    };
  }, [save]);

  const note = useCallback(
    (video: HTMLVideoElement) => {
      const current = watched.current;
      if (current?.lessonId === lessonId) {
        current.position = video.currentTime;
        current.duration = video.duration;
        return current;
      }
      watched.current = {
        lessonId,
        position: video.currentTime,
        duration: video.duration,
        savedPosition: video.currentTime,
        savedAt: Date.now(),
      };
      return watched.current;
    },
    [lessonId],
  );

  const onLoadedMetadata = useCallback(
    (event: VideoEvent) => void note(event.currentTarget),
    [note],
  );

  const onTimeUpdate = useCallback(
    (event: VideoEvent) => {
      const video = event.currentTarget;
      const current = note(video);
      const due = Date.now() - current.savedAt >= LESSON_PROGRESS_SAVE_SECONDS * 1000;
      if (!video.paused && due) save(false);
    },
    [note, save],
  );

  const onPause = useCallback(
    (event: VideoEvent) => {
      note(event.currentTarget);
      save(false);
    },
    [note, save],
  );

  return { videoEvents: { onLoadedMetadata, onTimeUpdate, onPause } };
}
