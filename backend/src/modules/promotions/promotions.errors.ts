import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import { conflict, notFound, validationFailed } from '../../common/http/http.errors.js';

/** The refusals of promo codes: staff managing them, students checking and using them. */

export const promoCodeNotFound = (): ApiException => notFound('No such promo code');

export const promoCodeTaken = (): ApiException =>
  conflict('A promo code with this code already exists (codes ignore case)');

export const promoCodeUsedFixed = (): ApiException =>
  conflict('This code has been used: its kind and value can no longer change');

export const promoCodeUsedKept = (): ApiException =>
  conflict('This code has been used and cannot be deleted: deactivate it instead');

export const promoCodeInvalid = (field: string, message: string): ApiException =>
  validationFailed(message, [{ field, message }]);

export const promoUnknown = (): ApiException =>
  new ApiException(404, ERROR_CODES.PROMO_UNKNOWN, 'There is no such promo code');

export const promoNotStarted = (): ApiException =>
  new ApiException(409, ERROR_CODES.PROMO_NOT_STARTED, 'This promo code is not valid yet');

export const promoExpired = (): ApiException =>
  new ApiException(409, ERROR_CODES.PROMO_EXPIRED, 'This promo code has expired');

export const promoUsedUp = (): ApiException =>
  new ApiException(409, ERROR_CODES.PROMO_USED_UP, 'This promo code has been used up');

export const promoAlreadyUsed = (): ApiException =>
  new ApiException(409, ERROR_CODES.PROMO_ALREADY_USED, 'You have already used this promo code');

export const promoNotApplicable = (): ApiException =>
  new ApiException(
    400,
    ERROR_CODES.PROMO_NOT_APPLICABLE,
    'This promo code does not apply to this purchase',
  );

export const promoFirstPurchaseOnly = (): ApiException =>
  new ApiException(
    409,
    ERROR_CODES.PROMO_FIRST_PURCHASE_ONLY,
    'This promo code is for a first purchase only',
  );
