import { applyDecorators } from '@nestjs/common';
import { ApiRefusal } from '../../common/http/error-response.js';

/**
 * What a route that takes `promoCode` may answer for it, besides 400 PROMO_NOT_APPLICABLE: 404
 * PROMO_UNKNOWN, and 409 for a code that cannot be used now. Nothing is created then.
 */
export function ApiPromoRefusals() {
  return applyDecorators(
    ApiRefusal(404, 'PROMO_UNKNOWN: no such promo code'),
    ApiRefusal(
      409,
      'The promo code cannot be used now: PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, ' +
        'PROMO_ALREADY_USED or PROMO_FIRST_PURCHASE_ONLY',
    ),
  );
}
