import { Injectable, type PipeTransform } from '@nestjs/common';
import { invalidCatalogueId } from './content.errors.js';

/** A catalogue id: a whole number, 0 included (the demo lesson). Unknown ids are the service's 404. */
@Injectable()
export class CatalogueIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value)) {
      throw invalidCatalogueId();
    }
    return Number(value);
  }
}
