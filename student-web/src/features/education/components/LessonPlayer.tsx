import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LockIcon from '@mui/icons-material/Lock';
import type { Lesson } from '@academy/contracts';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { useLessonVideo } from '../use-lesson-video';

type LessonVideo = ReturnType<typeof useLessonVideo>;

/** The player area: the selected lesson's video, or a lock when it is for premium users. */
export function LessonPlayer({
  lesson,
  locked,
  busy,
  video,
  ref,
}: {
  lesson: Pick<Lesson, 'title' | 'duration'>;
  locked: boolean;
  busy: boolean;
  video: LessonVideo;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation('education');
  const titleId = useId();
  return (
    <Card ref={ref} component="section" aria-labelledby={titleId} sx={{ scrollMarginTop: 80 }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          bgcolor: 'grey.900',
          color: 'common.white',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {locked ? (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', p: 2 }}>
            <LockIcon fontSize="large" aria-hidden />
            <Typography>{t('lessons.premiumOnly')}</Typography>
          </Stack>
        ) : video.status === 'failed' ? (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', p: 2 }}>
            <Typography role="alert">{t('lessons.videoFailed')}</Typography>
            <Button variant="contained" onClick={video.retry}>
              {t('lessons.retry')}
            </Button>
          </Stack>
        ) : (
          video.source && (
            <Box
              component="video"
              key={video.source.version}
              src={video.source.url}
              controls
              playsInline
              preload="metadata"
              aria-label={lesson.title}
              sx={{ width: '100%', height: '100%', display: 'block' }}
              {...video.videoEvents}
            />
          )
        )}
        {busy && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              pointerEvents: 'none',
            }}
          >
            <CircularProgress color="inherit" aria-label={t('lessons.loading')} />
          </Box>
        )}
      </Box>
      <CardContent>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {lesson.title}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <AccessTimeIcon fontSize="small" aria-hidden />
          <Typography>{t('lessons.duration', { duration: lesson.duration })}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
