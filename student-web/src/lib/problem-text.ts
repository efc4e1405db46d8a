import { isRuleCode } from '@academy/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiResponseError } from './api-client';

/** A shared rule's verdict, or a field error or error answer from the API. */
export interface Problem {
  code?: string;
  params?: Record<string, number>;
  /** The API's English sentence: shown only for a code the app has no text for. */
  message?: string;
}

type ErrorCodeKey = keyof ReturnType<typeof errorCodeTexts>;
const errorCodeTexts = (t: TFunction<'common'>) => t('errorCodes', { returnObjects: true });

/** A problem in the page's language: by its code, else the server's own sentence. */
export function problemText(t: TFunction<'common'>, problem: Problem): string {
  const { code, params, message } = problem;
  // A verdict carries exactly the numbers its own text names; the catalogue's type asks for the
  // numbers of every rule text at once.
  if (isRuleCode(code)) return t(`rules.${code}`, (params ?? {}) as Record<'min' | 'max', number>);
  if (code && Object.hasOwn(errorCodeTexts(t), code)) {
    return t(`errorCodes.${code as ErrorCodeKey}`);
  }
  return message ?? '';
}

/**
 * What a failed call says in the page's language: the first field's verdict of a 400, the text for
 * the answer's code, else the server's sentence; null when the answer says nothing usable.
 */
export function answerText(t: TFunction<'common'>, error: ApiResponseError): string | null {
  const first = error.body?.errors?.[0];
  const text = first
    ? problemText(t, first)
    : problemText(t, { code: error.body?.code, message: error.serverMessage });
  return text === '' ? null : text;
}

/** `problemText` bound to the page's language. */
export function useProblemText() {
  const { t } = useTranslation('common');
  return (problem: Problem | undefined) => (problem ? problemText(t, problem) : undefined);
}
