import { TUS_RESUMABLE } from '@tus/server';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  payloadTooLarge,
  preconditionFailed,
  unsupportedMediaType,
} from '../../common/http/http.errors.js';
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

/*
 * The refusals of the tus requests. tus 1.0.0 fixes their statuses and headers, not their bodies,
 * and tus-js-client reads only the status: they answer the API's error shape like every route.
 */

export const tusVersionRequired = (): ApiException =>
  preconditionFailed(`Tus-Resumable ${TUS_RESUMABLE} is required`, {
    'Tus-Version': TUS_RESUMABLE,
  });

export const uploadMissing = (): ApiException => notFound('No such upload');

export const uploadExpired = (): ApiException =>
  new ApiException(
    410,
    ERROR_CODES.UPLOAD_EXPIRED,
    'The upload was begun more than 24 hours ago and is gone',
  );

export const uploadNoSpace = (): ApiException =>
  new ApiException(
    507,
    ERROR_CODES.UPLOAD_NO_SPACE,
    'There is not enough free disk space for this upload',
  );

export const uploadOffsetConflict = (offset: number, stands: number): ApiException =>
  conflict(`Upload-Offset is ${offset}, but the upload has ${stands} bytes`);

export const uploadTooLong = (room: number): ApiException =>
  payloadTooLarge(`The upload has room for ${room} more bytes`);

/**
 * A refusal the tus server worded (a status and plain text), as the API answers it; null for a
 * status that is the server failing, which the exception filter logs and answers as a plain 500.
 */
export function tusServerRefusal(status: number, text: string): ApiException | null {
  const message = text.trim();
  switch (status) {
    case 400:
      return badRequest(message);
    case 403:
      return forbidden(message);
    case 404:
      return uploadMissing();
    case 409:
      return conflict(message);
    case 410:
      return uploadExpired();
    case 412:
      return tusVersionRequired();
    case 413:
      return payloadTooLarge(message);
    case 415:
      return unsupportedMediaType(message);
    case 501:
      return new ApiException(501, ERROR_CODES.UPLOAD_EXTENSION_UNSUPPORTED, message);
    case 507:
      return uploadNoSpace();
    default:
      return null;
  }
}
