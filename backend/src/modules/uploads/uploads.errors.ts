import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import type { UploadPurpose } from './stored-content.js';

/** The refusals of attaching an upload (UploadsService.claim): all 400, each with its own code. */

const WANTED: Record<UploadPurpose, string> = {
  book: 'a PDF document',
  lesson: 'an MP4 video with H.264 video and AAC audio',
  cover: 'a JPEG, PNG or WebP image',
};

export const uploadNotFound = (): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.UPLOAD_NOT_FOUND,
    'No such upload: it was never made, is already attached, or was removed after 24 hours',
  );

export const uploadIncomplete = (received: number, size: number): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.UPLOAD_INCOMPLETE,
    `The upload has ${received} of its ${size} bytes: continue it before attaching it`,
  );

export const uploadTypeRefused = (purpose: UploadPurpose, detail: string): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.UPLOAD_TYPE_REFUSED,
    `This file is not ${WANTED[purpose]}: ${detail}`,
  );

export const uploadTruncated = (detail: string): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.UPLOAD_TRUNCATED,
    `The file is cut short (${detail}): upload the whole file again`,
  );

export const uploadNotFastStart = (): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.UPLOAD_NOT_FAST_START,
    'The video keeps its index (moov) after its media, so it cannot start playing before it is ' +
      'fully downloaded. Rewrite it with `ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4` ' +
      'and upload out.mp4',
  );
