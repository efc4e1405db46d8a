import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { invalidCatalogueId } from './catalogue.errors.js';

/** The largest book or lesson id the pipe reads: nine digits, within the database's int4. */
const MAX_CATALOGUE_ID = 999_999_999;

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

/**
 * Documents the `id` that CatalogueIdPipe reads: from 0, where the database's own ids start at 1,
 * since the seeded demo lesson is lesson 0.
 */
export const ApiCatalogueId = (): MethodDecorator =>
  ApiParam({
    name: 'id',
    schema: { type: 'integer', minimum: 0, maximum: MAX_CATALOGUE_ID, example: 3 },
  });
