import { WEBHOOK_DELIVERY_STATUSES } from '@academy/contracts';
import type { ApiException } from '../../common/http/api-exception.js';
import { conflict, forbidden, notFound, validationFailed } from '../../common/http/http.errors.js';

/** The refusals of webhook endpoints, their deliveries and the events they may receive. */

export const endpointNotFound = (): ApiException => notFound('No such webhook endpoint');

export const deliveryNotFound = (): ApiException => notFound('No such delivery for this endpoint');

export const deliveryStatusUnknown = (): ApiException =>
  validationFailed(`status must be one of ${WEBHOOK_DELIVERY_STATUSES.join(', ')}`);

export const endpointInactive = (): ApiException =>
  conflict('This endpoint is inactive: activate it to send it a test event');

/** A target address the delivery guard refuses; `message` says why. */
export const targetUrlRefused = (message: string): ApiException =>
  validationFailed(message, [{ field: 'url', message }]);

/** A subscription to events carrying data the caller may not read; `message` names what is missing. */
export const eventsBeyondReach = (message: string): ApiException => forbidden(message);
