import type { ErrorCode } from '@academy/contracts';
import type { TFunction } from 'i18next';
import { ApiResponseError } from '../../lib/api-client';
import { problemText } from '../../lib/problem-text';

const TOO_MANY_REQUESTS = 429;

/**
 * What an account form shows for a failed call, in the page's language: the text for the
 * answer's error code when the form has one, else the general one; server messages are English.
 */
export function failureMessage(
  error: unknown,
  t: TFunction<'account'>,
  byCode: Partial<Record<ErrorCode, string>> = {},
): string {
  if (!(error instanceof ApiResponseError)) return t('errors.unreachable');
  const forCode = error.body?.code ? byCode[error.body.code as ErrorCode] : undefined;
  if (forCode) return forCode;
  if (error.status === TOO_MANY_REQUESTS) return t('errors.tooMany');
  return t('errors.failed');
}

/** The problem a 400 answer found with one field, in the page's language, when it named one. */
export function fieldError(
  error: unknown,
  field: string,
  t: TFunction<'common'>,
): string | undefined {
  if (!(error instanceof ApiResponseError)) return undefined;
  const problem = error.body?.errors?.find((found) => found.field === field);
  return problem && problemText(t, problem);
}
