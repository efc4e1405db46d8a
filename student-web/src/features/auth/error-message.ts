import type { TFunction } from 'i18next';
import { ApiResponseError } from '../../lib/api-client';
import { answerText } from '../../lib/problem-text';

/** The API answered OK but handed out no token; `serverMessage` is what it said instead. */
export class AnswerWithoutToken extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super('The answer carried no token');
    this.name = 'AnswerWithoutToken';
  }
}

/**
 * What an auth screen shows for a failed call, in the page's language: the answer's problem by
 * its code (the server's sentence for a code without a text), the screen's fallback when the
 * answer said nothing, `unreachable` when no answer came.
 */
export function failureMessage(
  error: unknown,
  t: TFunction<'common'>,
  fallback: string,
  unreachable: string,
): string {
  if (error instanceof AnswerWithoutToken) return error.serverMessage || fallback;
  if (error instanceof ApiResponseError) return answerText(t, error) ?? fallback;
  return unreachable;
}
