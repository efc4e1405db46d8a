import type { ApiException } from '../../common/http/api-exception.js';
import { conflict, notFound, validationFailed } from '../../common/http/http.errors.js';

/** The refusals of the back office's catalogue resources. */

export const invalidCatalogueId = (): ApiException =>
  validationFailed('The id must be a whole number');

export const tierNotFound = (): ApiException => notFound('Tier not found');

export const bookNotFound = (): ApiException => notFound('Book not found');

export const lessonNotFound = (): ApiException => notFound('Lesson not found');

export const tierTaken = (): ApiException => conflict('A tier with this id or name already exists');

export const tierIdChanged = (): ApiException =>
  validationFailed("A tier's id cannot change: create a new tier instead");

export const unknownTiers = (ids: readonly string[]): ApiException =>
  validationFailed(`No such tier: ${ids.join(', ')}`);

export const archivedReadOnly = (): ApiException => conflict('An archived item cannot be changed');

export const tierNameHeld = (): ApiException =>
  conflict('Students hold this tier, so its name (their course) cannot change');
