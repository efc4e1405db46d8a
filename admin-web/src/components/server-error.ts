import { useCallback } from 'react';
import { HttpError, useLocaleState, useNotify, type ValidationErrorMessage } from 'react-admin';
import { ERROR_CODES, type ErrorCode } from '@academy/contracts';
import { isRuleCode } from '@academy/domain';
import type { MessageKey } from '../i18n/en';
import { errors as errorTexts } from '../i18n/problems.en';
import { useTypedTranslate, type TypedTranslate } from '../i18n/use-typed-translate';

/** A shared rule's verdict, or a field error or error answer of the API. */
export interface Problem {
  code?: string;
  /** The numbers the text names; a place may pass them already written out (an amount of money). */
  params?: Record<string, number | string>;
  /** The API's English sentence: shown only for a code the back office has no text for. */
  message?: string;
}

/** A text of the catalogue, with the values it fills in. */
export type PlaceText = MessageKey | { key: MessageKey; values: Record<string, unknown> };

/** How one place of the back office words a failed call. */
export interface ServerErrorTexts {
  /** Shown when the call got no answer the back office can read (offline, a proxy's page). */
  fallback: MessageKey;
  /**
   * What a code means in this place, said more exactly than the code's own text: 'the last active
   * admin' for a CONFLICT on a staff account.
   */
  byCode?: Partial<Record<ErrorCode, PlaceText>>;
}

/**
 * Codes that only class a refusal: the API's sentence says what happened in this call, with its
 * numbers ('the balance is $30.00 short…'), which the code's text cannot.
 */
const GENERAL_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  ERROR_CODES.CONFLICT,
  ERROR_CODES.NOT_FOUND,
  ERROR_CODES.BAD_REQUEST,
  ERROR_CODES.FORBIDDEN,
  ERROR_CODES.VALIDATION_FAILED,
]);

/** The language the API writes its sentences in. */
const SERVER_LANGUAGE = 'en';

const hasText = (code: string | undefined): code is keyof typeof errorTexts =>
  code !== undefined && Object.hasOwn(errorTexts, code);

/**
 * A problem as react-admin's inputs show it: the catalogue's key with its numbers, translated when
 * shown (so in the language of the moment), else the server's own sentence.
 */
export function problemMessage({ code, params, message }: Problem): ValidationErrorMessage {
  if (isRuleCode(code)) return { message: `academy.rules.${code}`, args: params ?? {} };
  if (hasText(code)) return `academy.errors.${code}`;
  return message ?? '';
}

/** A problem in the back office's language: by its code, else the server's own sentence. */
export function problemText(translate: TypedTranslate, { code, params, message }: Problem): string {
  if (isRuleCode(code)) return translate(`academy.rules.${code}`, params);
  if (hasText(code)) return translate(`academy.errors.${code}`, params);
  return message ?? '';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

function problemOf(value: unknown): Problem & { field?: string } {
  if (!isRecord(value)) return {};
  const params = isRecord(value.params) ? (value.params as Record<string, number>) : undefined;
  return {
    code: textOf(value.code),
    params,
    message: textOf(value.message),
    field: textOf(value.field),
  };
}

/**
 * The API's refused fields, in its order: as it sent them (`errors`), or as a form's save keeps
 * them beside react-admin's map of its inputs (`fieldErrors`, see the data provider).
 */
export function fieldErrorsOf(body: unknown): unknown[] {
  if (!isRecord(body)) return [];
  if (Array.isArray(body.fieldErrors)) return body.fieldErrors as unknown[];
  return Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
}

/**
 * The API's answer to a failed call, as react-admin's HttpError carries it; null for a failure
 * without one, whose message (a statusText, 'Failed to fetch') is no sentence for staff.
 */
function answerOf(
  error: unknown,
): { problem: Problem; firstField?: Problem & { field?: string } } | null {
  if (!(error instanceof HttpError)) return null;
  const body: unknown = error.body;
  if (!isRecord(body)) return null;
  const firstField: unknown = fieldErrorsOf(body)[0];
  return {
    problem: problemOf(body),
    firstField: firstField === undefined ? undefined : problemOf(firstField),
  };
}

const isTranslated = (code: string | undefined) => isRuleCode(code) || hasText(code);

/**
 * What a failed call says in the staff member's language: the first refused field's verdict, the
 * place's text for the answer's code, the code's text, the server's sentence for a code the back
 * office does not know, else the place's fallback. A general code's own sentence (a field's, if it
 * names one) is the most exact text there is in English, so an English page shows it.
 */
export function serverErrorText(
  translate: TypedTranslate,
  locale: string,
  error: unknown,
  { fallback, byCode = {} }: ServerErrorTexts,
): string {
  const answer = answerOf(error);
  if (!answer) return translate(fallback);
  const { firstField } = answer;
  if (firstField?.code && isTranslated(firstField.code)) return problemText(translate, firstField);
  if (firstField?.code && firstField.message) return firstField.message;
  const { code, message } = answer.problem;
  const exactSentence = firstField?.message || message;
  if (code === undefined) return exactSentence || translate(fallback);
  if (locale === SERVER_LANGUAGE && exactSentence && GENERAL_CODES.has(code)) {
    return exactSentence;
  }
  const placeText = byCode[code as ErrorCode];
  if (typeof placeText === 'string') return translate(placeText);
  if (placeText) return translate(placeText.key, placeText.values);
  return problemText(translate, answer.problem) || translate(fallback);
}

/** The request field the API refused first, for a form to show its reason on that field. */
export function refusedFieldOf(error: unknown): string | undefined {
  return answerOf(error)?.firstField?.field;
}

/** `serverErrorText` in the staff member's language. */
export function useServerErrorText(): (error: unknown, texts: ServerErrorTexts) => string {
  const translate = useTypedTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (error: unknown, texts: ServerErrorTexts) => serverErrorText(translate, locale, error, texts),
    [translate, locale],
  );
}

/**
 * A save refused for its fields, which a react-admin form shows on its inputs and notifies itself
 * (`body.errors` keyed by input, as the data provider's create and update throw it).
 */
const isFormRefusal = (error: unknown) =>
  error instanceof HttpError &&
  isRecord(error.body) &&
  isRecord(error.body.errors) &&
  !Array.isArray(error.body.errors) &&
  Object.keys(error.body.errors).length > 0;

/**
 * Shows a failed call as react-admin's red notice, in the staff member's language. (react-admin's
 * own notice would show the API's English sentence.) A form's refused fields are left to the form,
 * which shows each on its input and says why in its own notice, as react-admin does by default.
 */
export function useNotifyServerError(): (error: unknown, texts: ServerErrorTexts) => void {
  const notify = useNotify();
  const errorText = useServerErrorText();
  return useCallback(
    (error: unknown, texts: ServerErrorTexts) => {
      if (isFormRefusal(error)) return;
      const text = errorText(error, texts);
      // The notice translates what it shows: `_` keeps a text that is not a key as it is.
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
    [notify, errorText],
  );
}
