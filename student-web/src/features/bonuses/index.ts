/** The promo-code field the payment overlay shows, and the words of a refusal for the payment calls. */
export { PromoCodeField } from './promotions/PromoCodeField';
export { usePromoRefusalText } from './promotions/promo-error';
