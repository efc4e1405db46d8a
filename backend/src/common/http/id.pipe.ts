import { Injectable, type PipeTransform } from '@nestjs/common';
import { validationFailed } from './http.errors.js';

/** The largest value of the database's integer (int4) ids. */
export const MAX_INTEGER_ID = 2_147_483_647;

const ID_TEXT = /^[1-9]\d{0,9}$/;

/** A user id as JSON or a path carries it: a whole number, or its plain digits, within int4. */
export function toDatabaseId(value: unknown): number | null {
  const id = typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_INTEGER_ID
    ? id
    : null;
}

/** A path id: a positive whole number that fits the database's integer ids. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = toDatabaseId(value);
    if (id === null) {
      throw validationFailed('The id must be a positive whole number');
    }
    return id;
  }
}
