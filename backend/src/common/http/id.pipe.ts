import { Injectable, type PipeTransform } from '@nestjs/common';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from './api-exception.js';

const MAX_INTEGER_ID = 2_147_483_647;

/** A path id: a positive whole number that fits the database's integer ids. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_INTEGER_ID) {
      throw new ApiException(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        'The id must be a positive whole number',
      );
    }
    return id;
  }
}
