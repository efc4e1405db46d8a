import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import {
  linkInvalid,
  notFound,
  preconditionFailed,
  rangeNotSatisfiable,
} from '../../common/http/http.errors.js';

/** The refusals of the books, the lessons and the signed links to their files. */

export const bookNotFound = (): ApiException => notFound('Book not found');

export const lessonNotFound = (): ApiException => notFound('Lesson not found');

export const booksLocked = (): ApiException =>
  new ApiException(
    403,
    ERROR_CODES.CONTENT_LOCKED,
    'This book is open only to the courses or the balance its access rule names',
  );

export const lessonLocked = (): ApiException =>
  new ApiException(
    403,
    ERROR_CODES.CONTENT_LOCKED,
    'This lesson is only available for premium users',
  );

export const contentLinkInvalid = (): ApiException =>
  linkInvalid('This link is invalid or has expired; open the book or lesson again');

export const contentFileNotFound = (): ApiException =>
  notFound('This file is not available on the server');

export const contentFileChanged = (): ApiException =>
  preconditionFailed('The file has changed since the precondition was taken');

/** `contentRange` is the file's `bytes * /size` as the file library states it. */
export const contentRangeNotSatisfiable = (contentRange: string): ApiException =>
  rangeNotSatisfiable('The requested range is not satisfiable', {
    'Content-Range': contentRange,
    'Accept-Ranges': 'bytes',
  });
