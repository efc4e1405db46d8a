import type { FieldError, FieldErrorCode } from '@academy/contracts';
import { validationFailed } from './http.errors.js';

/** A field of a resource's record that its PUT accepts back but never changes. */
export interface KeptField {
  code: FieldErrorCode;
  message: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Equal as JSON values; two timestamps are equal when they name the same instant. */
function sameValue(sent: unknown, stored: unknown): boolean {
  if (
    typeof sent === 'string' &&
    typeof stored === 'string' &&
    TIMESTAMP.test(sent) &&
    TIMESTAMP.test(stored)
  ) {
    return Date.parse(sent) === Date.parse(stored);
  }
  return JSON.stringify(sent) === JSON.stringify(stored);
}

/**
 * ra-data-simple-rest's update sends the whole record back, as it was read with the edits made.
 * The fields a PUT does not set pass when they are as stored and are refused, each with its own
 * field error, when they differ. Called under the row lock of the update, so that "as stored"
 * is the value the update itself works on.
 */
export function refuseChangedKeptFields<TRecord extends object>(
  sent: object,
  stored: TRecord,
  kept: Partial<Record<keyof TRecord & string, KeptField>>,
): void {
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(kept) as [keyof TRecord & string, KeptField][]) {
    const value: unknown = (sent as Record<string, unknown>)[field];
    if (value !== undefined && !sameValue(value, stored[field])) {
      errors.push({ field, message: rule.message, code: rule.code });
    }
  }
  if (errors.length > 0) {
    throw validationFailed(errors[0].message, errors);
  }
}
