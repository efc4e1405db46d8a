import { useEffect, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useTusUpload } from './use-tus-upload';

export type UploadKind = 'pdf' | 'video' | 'image';

const ACCEPT: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  video: 'video/mp4',
  image: 'image/jpeg,image/png,image/webp',
};

interface UploadInputProps {
  source: string;
  kind: UploadKind;
  /** Whether a record must have a file (a book's PDF, a lesson's video); a cover may be none. */
  required?: boolean;
}

/** The chosen file, shown before it is saved: the PDF's pages, the video playing, the image. */
function LocalPreview({ url, kind }: { url: string; kind: UploadKind }) {
  const translate = useTranslate();
  const title = translate('academy.catalogue.upload.preview');
  const frame = {
    width: '100%',
    maxWidth: 480,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
  };
  switch (kind) {
    case 'pdf':
      return <Box component="iframe" title={title} src={url} sx={{ ...frame, height: 360 }} />;
    case 'video':
      return <Box component="video" title={title} src={url} controls sx={frame} />;
    case 'image':
      return (
        <Box
          component="img"
          alt={title}
          src={url}
          sx={{ ...frame, maxHeight: 240, objectFit: 'contain' }}
        />
      );
  }
}

/**
 * A file sent with tus while the form is open: a progress bar, pause and resume, and retry after
 * a network error, each going on from the bytes the server has. The field holds the upload's id
 * once every byte has arrived, and the record's stored file until then.
 */
export function UploadInput({ source, kind, required = false }: UploadInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({
    source,
    validate: (value: unknown) =>
      required && !value ? 'academy.catalogue.upload.required' : undefined,
  });
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const shownUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    },
    [],
  );
  const { state, start, pause, resume } = useTusUpload((uploadId) => field.onChange(uploadId));
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const label = translate(`academy.catalogue.upload.label.${kind}`);

  return (
    <Stack sx={{ gap: 1, width: '100%', maxWidth: 480, mb: 2 }}>
      <Typography variant="subtitle2">{label}</Typography>
      {typeof field.value === 'string' && field.value !== '' && state.status === 'idle' && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('academy.catalogue.upload.current', { file: field.value })}
        </Typography>
      )}
      <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        {translate('academy.catalogue.upload.choose')}
        <input
          hidden
          type="file"
          accept={ACCEPT[kind]}
          aria-label={label}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (!chosen) return;
            if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
            shownUrl.current = URL.createObjectURL(chosen);
            setPreviewUrl(shownUrl.current);
            field.onChange(null);
            start(chosen);
          }}
        />
      </Button>
      {state.status !== 'idle' && (
        <Stack sx={{ gap: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={translate('academy.catalogue.upload.progress')}
          />
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" role="status">
              {translate(`academy.catalogue.upload.status.${state.status}`, { percent })}
            </Typography>
            {state.status === 'uploading' && (
              <Button size="small" onClick={pause}>
                {translate('academy.catalogue.upload.pause')}
              </Button>
            )}
            {state.status === 'paused' && (
              <Button size="small" onClick={resume}>
                {translate('academy.catalogue.upload.resume')}
              </Button>
            )}
            {state.status === 'failed' && (
              <Button size="small" color="error" onClick={resume}>
                {translate('academy.catalogue.upload.retry')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      {previewUrl && <LocalPreview url={previewUrl} kind={kind} />}
      {fieldState.error?.message && (
        <Typography variant="caption" color="error">
          {translate(fieldState.error.message)}
        </Typography>
      )}
    </Stack>
  );
}
