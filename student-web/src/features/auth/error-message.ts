import { ApiResponseError } from '../../lib/api-client';

/** The API answered OK but handed out no token; `serverMessage` is what it said instead. */
export class AnswerWithoutToken extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super('The answer carried no token');
    this.name = 'AnswerWithoutToken';
  }
}

/**
 * What an auth screen shows for a failed call: the server's own message when it answered with
 * one, the screen's fallback when it answered without one, `unreachable` when no answer came.
 */
export function failureMessage(error: unknown, fallback: string, unreachable: string): string {
  if (error instanceof AnswerWithoutToken) return error.serverMessage || fallback;
  if (error instanceof ApiResponseError) return error.serverMessage ?? fallback;
  return unreachable;
}
