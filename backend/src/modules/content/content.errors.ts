import { ERROR_CODES } from '@academy/contracts';
import type { ApiException } from '../../common/http/api-exception.js';
import {
  linkInvalid,
  notFound,
  preconditionFailed,
  rangeNotSatisfiable,
  refusal,
} from '../../common/http/http.errors.js';

/** The refusals of the books, the lessons and the signed links to their files. */

export const bookNotFound = (): ApiException => notFound('Book not found');

export const lessonNotFound = (): ApiException => notFound('Lesson not found');

/** 403: the student may not open this item yet; the message says what opens it. */
const contentLocked = refusal(403, ERROR_CODES.CONTENT_LOCKED);

export const booksLocked = (): ApiException =>
  contentLocked('This book is open only to the courses or the balance its access rule names');

export const lessonLocked = (): ApiException =>
  contentLocked('This lesson is only available for premium users');

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
