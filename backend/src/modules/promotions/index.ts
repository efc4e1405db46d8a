/** Promo codes: payments price, reserve, consume and release their uses through PromoRedemptions. */
export { PromotionsModule } from './promotions.module.js';
export { PromoRedemptions, type PromoRequest } from './promo-redemptions.service.js';
export { promoCodeGiven, type PromoOffer } from './promo-pricing.js';
export { PromoRedemptionEvent } from './dto/promo-redemption.response.js';
export { ApiPromoRefusals } from './promo-refusals.decorator.js';
