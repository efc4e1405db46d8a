import { Injectable, type PipeTransform } from '@nestjs/common';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';

/** A catalogue id: a whole number, 0 included (the demo lesson). Unknown ids are the service's 404. */
@Injectable()
export class CatalogueIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value)) {
      throw new ApiException(400, ERROR_CODES.VALIDATION_FAILED, 'The id must be a whole number');
    }
    return Number(value);
  }
}
