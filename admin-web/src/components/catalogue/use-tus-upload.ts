import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { ADMIN_API } from '../../providers/admin-http';
import { staffSession } from '../../providers/staff-session';

/**
 * Each PATCH carries at most this much, so that one request stays well inside the API's request
 * timeout on a slow line, and a break loses at most one chunk.
 */
export const UPLOAD_CHUNK_BYTES = 16 * 1024 * 1024;

/** Waits between automatic retries after a network error; then the staff member retries. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000];

export type UploadStatus = 'idle' | 'uploading' | 'paused' | 'failed' | 'done';

export interface TusUploadState {
  status: UploadStatus;
  sent: number;
  total: number;
  /** The upload's id once it is complete: the last segment of its Location. */
  uploadId: string | null;
}

const IDLE: TusUploadState = { status: 'idle', sent: 0, total: 0, uploadId: null };

/**
 * A resumable upload of one file to /api/admin/uploads with the staff token: progress, pause,
 * resume and retry continue from the offset the server reports (HEAD), never from zero.
 */
export function useTusUpload(onComplete: (uploadId: string) => void) {
  const [state, setState] = useState<TusUploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const completed = useRef(onComplete);
  useEffect(() => {
    completed.current = onComplete;
  });

  useEffect(() => () => void upload.current?.abort(), []);

  const start = useCallback((file: File) => {
    void upload.current?.abort();
    const next = new Upload(file, {
      endpoint: `${ADMIN_API}/uploads`,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type },
      // The token is read for each request: a renewed sign-in is used from then on.
      onBeforeRequest: (request) => {
        const session = staffSession.get();
        if (session) request.setHeader('Authorization', `Bearer ${session.token}`);
      },
      onProgress: (sent, total) =>
        setState((current) => ({ ...current, status: 'uploading', sent, total })),
      onError: () => setState((current) => ({ ...current, status: 'failed' })),
      onSuccess: () => {
        const uploadId = next.url?.split('/').pop() ?? null;
        setState((current) => ({ ...current, status: 'done', sent: file.size, uploadId }));
        if (uploadId) completed.current(uploadId);
      },
    });
    upload.current = next;
    setState({ status: 'uploading', sent: 0, total: file.size, uploadId: null });
    next.start();
  }, []);

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((current) => ({ ...current, status: 'paused' }));
  }, []);

  /** Resume after a pause, or retry after an error: the client asks HEAD where to go on. */
  const resume = useCallback(() => {
    setState((current) => ({ ...current, status: 'uploading' }));
    upload.current?.start();
  }, []);

  return { state, start, pause, resume };
}
