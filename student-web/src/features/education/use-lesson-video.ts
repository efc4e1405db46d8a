import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { fetchLessonLink } from './api/fetch-lesson-link';

export type LessonVideoStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A signed video URL; `version` changes with every link so the player starts afresh. */
export interface LessonVideoSource {
  url: string;
  version: number;
}

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * Loads the selected lesson's video through a signed link and starts it where the student
 * stopped last time (`startAt`; null while that is not known yet, so the video waits for it).
 * Links expire after a few minutes, so when the player fails (say, a range request after
 * expiry) it fetches a fresh link and resumes at the same position. A second failure without
 * any playback in between is final.
 */
export function useLessonVideo(lessonId: number, locked: boolean, startAt: number | null) {
  const [source, setSource] = useState<LessonVideoSource | null>(null);
  const [status, setStatus] = useState<LessonVideoStatus>(locked ? 'idle' : 'loading');
  const [attempt, setAttempt] = useState(0);
  // Another lesson, or a lock that came or went, starts afresh: adjusted while rendering, as
  // React advises for state that follows a prop, so no frame shows the previous lesson's video.
  const [shown, setShown] = useState({ lessonId, locked });
  if (shown.lessonId !== lessonId || shown.locked !== locked) {
    setShown({ lessonId, locked });
    setSource(null);
    setStatus(locked ? 'idle' : 'loading');
  }
  const versions = useRef(0);
  const playing = useRef(false);
  /** Where the next video element starts: the saved position, or where a failed one stopped. */
  const resumeAt = useRef<{ position: number; play: boolean; saved: boolean } | null>(null);
  const refreshedWithoutProgress = useRef(false);
  const refresh = useRef<AbortController | null>(null);
  const startPosition = useRef(startAt ?? 0);
  const startKnown = startAt !== null;
  useEffect(() => {
    startPosition.current = startAt ?? 0;
  }, [startAt]);

  const loadLink = useCallback(
    async (signal: AbortSignal) => {
      try {
        const link = await fetchLessonLink(lessonId, signal);
        versions.current += 1;
        setSource({ url: link.url, version: versions.current });
      } catch (error) {
        if (signal.aborted) return;
        console.error('Failed to load the lesson video', error);
        setStatus('failed');
      }
    },
    [lessonId],
  );

  useEffect(() => {
    playing.current = false;
    resumeAt.current = { position: startPosition.current, play: false, saved: true };
    refreshedWithoutProgress.current = false;
    if (locked || !startKnown) return;
    const controller = new AbortController();
    void loadLink(controller.signal);
    return () => {
      controller.abort();
      refresh.current?.abort();
    };
  }, [loadLink, locked, attempt, startKnown]);

  const retry = useCallback(() => {
    setSource(null);
    setStatus(locked ? 'idle' : 'loading');
    setAttempt((count) => count + 1);
  }, [locked]);

  const onLoadedMetadata = useCallback((event: VideoEvent) => {
    const video = event.currentTarget;
    const resume = resumeAt.current;
    resumeAt.current = null;
    setStatus('ready');
    if (!resume) return;
    // A lesson watched to its very end starts again from the beginning.
    const finished = resume.saved && resume.position >= video.duration - 1;
    if (resume.position > 0 && !finished) video.currentTime = resume.position;
    if (resume.play) {
      video.play().catch((error: unknown) => console.error('Failed to resume the lesson', error));
    }
  }, []);

  const onError = useCallback(
    (event: VideoEvent) => {
      const video = event.currentTarget;
      if (refreshedWithoutProgress.current) {
        console.error('The lesson video failed to play', video.error);
        setStatus('failed');
        return;
      }
      refreshedWithoutProgress.current = true;
      resumeAt.current = { position: video.currentTime, play: playing.current, saved: false };
      setStatus('loading');
      refresh.current?.abort();
      refresh.current = new AbortController();
      void loadLink(refresh.current.signal);
    },
    [loadLink],
  );

  const onTimeUpdate = useCallback((event: VideoEvent) => {
    const video = event.currentTarget;
    if (!video.paused && !video.seeking) refreshedWithoutProgress.current = false;
  }, []);

  // Playing or pausing only tracks the play state, so that a refreshed link resumes alike.
  const onPlay = useCallback(() => {
    playing.current = true;
  }, []);
  const onPause = useCallback(() => {
    playing.current = false;
  }, []);

  return {
    source,
    status,
    retry,
    videoEvents: { onLoadedMetadata, onError, onTimeUpdate, onPlay, onPause },
  };
}
