/** The promo-code field the payment overlay shows, the query parameter that fills it in, and
 * the words of a refusal for the payment calls. */
export { PromoCodeField } from './promotions/PromoCodeField';
export { PROMO_QUERY_PARAM } from './promotions/promo-query';
export { usePromoRefusalText } from './promotions/promo-error';
